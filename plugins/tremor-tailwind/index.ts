/**
 * tremor-tailwind: compiles the Tremor demo's stylesheet with Tailwind, and only that one.
 *
 * Tremor (v3) is styled by Tailwind utility classes, which need a Tailwind build. Running
 * Tailwind over every stylesheet of the site would be slow and would bring its preflight reset
 * to every page, so this plugin takes files ending in `.tailwind.css` out of Docusaurus's CSS
 * rule and gives them a rule of their own: Tailwind with ./tailwind.config.ts, then every
 * selector put under `.rqb-demo-tremor`, then Docusaurus's own style loaders, exactly as for any
 * other CSS file. Docusaurus bundles all CSS into one stylesheet, so the scoping is what keeps
 * these rules off the navbar, sidebar and docs pages. (Without the plugin the file is plain CSS
 * whose `@tailwind` lines browsers ignore: the build passes and the Tremor demo is unstyled.)
 *
 * It also marks `@tremor/react` as free of side effects. Its package.json does not say so, and
 * its entry re-exports every component, charts (and with them recharts and d3) included: without
 * the flag the Tremor demo's chunk carries all of them although it renders only a few inputs.
 */
import type { OptionValidationContext, Plugin, ValidationSchema } from '@docusaurus/types';
import { Joi } from '@docusaurus/utils-validation';
import type { RuleSetRule } from 'webpack';
import tailwindcss from 'tailwindcss';
import tailwindConfig from './tailwind.config';
import { scopeSelectors } from './scopeSelectors';

/** The class of the Tremor demo's root element (src/components/DemoKitTremor). */
export const TREMOR_SCOPE = '.rqb-demo-tremor';

/** The stylesheets this plugin compiles. */
export const TAILWIND_STYLESHEET = /\.tailwind\.css$/;

/** Keeps every other rule that would take a `.tailwind.css` file (Docusaurus's CSS rule) off it. */
function excludeTailwindStylesheets(rules: unknown[]) {
  for (const rule of rules) {
    if (!rule || typeof rule !== 'object') continue;
    const { test, exclude } = rule as RuleSetRule;
    if (test instanceof RegExp && test.test('demo.tailwind.css')) {
      (rule as RuleSetRule).exclude = exclude ? [exclude, TAILWIND_STYLESHEET].flat() : TAILWIND_STYLESHEET;
    }
  }
}

/** The plugin takes no options: anything given is a mistake, reported before the build starts. */
export function validateOptions<In, Out>({ validate, options }: OptionValidationContext<In, Out>): Out {
  // Generic as Docusaurus's PluginModule types it, so the function can carry it.
  return validate(Joi.object({}) as ValidationSchema<Out>, options);
}

export default function tremorTailwindPlugin(): Plugin {
  return {
    name: 'tremor-tailwind',
    configureWebpack(config, isServer, { getStyleLoaders }) {
      excludeTailwindStylesheets(config.module?.rules ?? []);
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]@tremor[\\/]react[\\/]dist[\\/].*\.js$/,
              sideEffects: false,
            },
            {
              test: TAILWIND_STYLESHEET,
              use: [
                ...getStyleLoaders(isServer, { importLoaders: 1 }),
                {
                  loader: require.resolve('postcss-loader'),
                  options: {
                    postcssOptions: {
                      config: false,
                      plugins: [tailwindcss(tailwindConfig), scopeSelectors({ scope: TREMOR_SCOPE })],
                    },
                  },
                },
              ],
            },
          ],
        },
      };
    },
  };
}
// Docusaurus reads the check from the plugin function when the config passes the function itself.
tremorTailwindPlugin.validateOptions = validateOptions;
