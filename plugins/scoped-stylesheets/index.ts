/**
 * scoped-stylesheets: emits the named third-party stylesheets (a UI kit's global theme, such as
 * PrimeReact's) as files of their own, with every rule moved under one element. Importing one
 * gives its URL, which the kit's demo loads with a <link>: Docusaurus puts every imported CSS
 * module into the one stylesheet each page loads, and a theme of 200+ KB does not belong on
 * every docs page; the scoping keeps it off the rest of the demo page. Each stylesheet is taken
 * out of Docusaurus's CSS rule and given a rule of its own: PostCSS with {@link scopeStylesheet},
 * then emitted as an asset (the themes chosen have no url()s for css-loader to resolve).
 */
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RuleSetRule } from 'webpack';
import { scopeStylesheet } from './scopeStylesheet';

export interface ScopedStylesheet {
  /** The stylesheet's module path as imported, e.g. `primereact/resources/themes/lara-light-blue/theme.css`. */
  module: string;
  /** The selector every rule goes under; `:root` rules apply to it directly. */
  scope: string;
}

export interface ScopedStylesheetsOptions {
  stylesheets: ScopedStylesheet[];
}

const optionsSchema = Joi.object<ScopedStylesheetsOptions>({
  stylesheets: Joi.array()
    .items(Joi.object({ module: Joi.string().pattern(/\.css$/).required(), scope: Joi.string().required() }))
    .default([]),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<ScopedStylesheetsOptions, ScopedStylesheetsOptions>): ScopedStylesheetsOptions {
  return validate(optionsSchema, options);
}

/**
 * The emitted file's name: a hash of the stylesheet's text, its scope and this plugin's scoping
 * code, computed here rather than by webpack, whose [contenthash] differs between the server
 * and browser compilations, so the server-rendered <link> would name a file that does not exist.
 */
const emittedName = (file: string, scope: string) =>
  `assets/css/scoped.${createHash('sha256')
    .update(readFileSync(file))
    .update(scope)
    .update(readFileSync(require.resolve('./scopeStylesheet.ts')))
    .digest('hex')
    .slice(0, 8)}.css`;

/** A test matching the resolved file of `module` and no other. */
const resolvedFile = (module: string) => new RegExp(`${require.resolve(module).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);

/** Keeps every other rule that would take one of these files (Docusaurus's CSS rule) off it. */
function excludeFrom(rules: unknown[], files: RegExp[]) {
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object') continue;
    const { test, exclude } = rule as RuleSetRule;
    if (test instanceof RegExp && test.test('theme.css')) {
      (rule as RuleSetRule).exclude = [exclude ?? [], files].flat();
    }
  }
}

// Docusaurus passes the options validateOptions returned.
export default function scopedStylesheetsPlugin(_context: LoadContext, options: unknown): Plugin {
  const stylesheets = (options as ScopedStylesheetsOptions).stylesheets.map(sheet => ({
    ...sheet,
    file: resolvedFile(sheet.module),
    name: emittedName(require.resolve(sheet.module), sheet.scope),
  }));
  return {
    name: 'scoped-stylesheets',
    configureWebpack(config) {
      excludeFrom(
        config.module?.rules ?? [],
        stylesheets.map(sheet => sheet.file)
      );
      return {
        module: {
          rules: stylesheets.map(sheet => ({
            test: sheet.file,
            type: 'asset/resource',
            generator: { filename: sheet.name },
            use: [
              {
                loader: require.resolve('postcss-loader'),
                options: { postcssOptions: { config: false, plugins: scopeStylesheet(sheet.scope) } },
              },
            ],
          })),
        },
      };
    },
  };
}
