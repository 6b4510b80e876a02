import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
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

/**
 * Writes `_headers` into the build: a Content-Security-Policy that allows the inline scripts the
 * build really emitted (by hash) and nothing else inline, plus nosniff, referrer and framing
 * rules. See README, "Security headers".
 */
export default function securityHeaders(options: { analytics: boolean; hostedSearch: boolean }) {
  return (_context: LoadContext): Plugin => ({
    name: 'security-headers',
    async postBuild({ outDir }) {
      const inlineScripts = new Set<string>();
      for (const file of htmlFiles(outDir)) {
        for (const script of inlineScriptsOf(readFileSync(file, 'utf8'))) inlineScripts.add(script);
      }
      const rules = securityHeaderRules({ inlineScripts: [...inlineScripts], ...options });
      writeFileSync(join(outDir, '_headers'), formatHeadersFile(rules));
    },
  });
}
