import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, OptionValidationContext, Plugin, ValidationSchema } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { parseDocument } from 'htmlparser2';
import { findAll, textContent } from 'domutils';
import { formatHeadersFile, securityHeaderRules } from './policy';

/** Every HTML file the build wrote. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The bodies of inline (src-less) scripts, which the policy must allow by hash. */
export function inlineScriptsOf(html: string): string[] {
  return findAll(
    element => element.name === 'script' && !element.attribs.src && (element.attribs.type ?? 'text/javascript') !== 'application/ld+json',
    parseDocument(html).children
  ).map(element => textContent(element));
}

export interface SecurityHeadersOptions {
  /** The site loads Google Analytics (its script and beacons are allowed). */
  analytics: boolean;
  /** Search is Algolia's hosted DocSearch (its API hosts are allowed). */
  hostedSearch: boolean;
}

const optionsSchema = Joi.object<SecurityHeadersOptions>({
  analytics: Joi.boolean().required(),
  hostedSearch: Joi.boolean().required(),
});

/** Checks the plugin's options as Docusaurus does for every plugin, before the build starts. */
export function validateOptions<In, Out>({ validate, options }: OptionValidationContext<In, Out>): Out {
  // Generic as Docusaurus's PluginModule types it, so the function can carry it.
  return validate(optionsSchema as unknown as ValidationSchema<Out>, options);
}

/**
 * Writes `_headers` into the build: a Content-Security-Policy that allows the inline scripts the
 * build really emitted (by hash) and nothing else inline, plus nosniff, referrer and framing
 * rules. See README, "Security headers".
 */
export default function securityHeaders(_context: LoadContext, options: unknown): Plugin {
  // Checked by validateOptions before Docusaurus calls the plugin.
  const { analytics, hostedSearch } = options as SecurityHeadersOptions;
  return {
    name: 'security-headers',
    async postBuild({ outDir }) {
      const inlineScripts = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        for (const script of inlineScriptsOf(readFileSync(file, 'utf8'))) inlineScripts.add(script);
      }
      const rules = securityHeaderRules({ inlineScripts: [...inlineScripts], analytics, hostedSearch });
      writeFileSync(join(outDir, '_headers'), formatHeadersFile(rules));
    },
  };
}
// Docusaurus reads the check from the plugin function when the config passes the function itself.
securityHeaders.validateOptions = validateOptions;
