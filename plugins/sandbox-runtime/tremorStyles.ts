/**
 * Tremor is styled with Tailwind classes, so it ships no stylesheet: an app compiles Tailwind
 * with Tremor's theme tokens. The sandbox does that once at runtime-build time, for the classes
 * Tremor and the Tremor compat package use, and the frame loads the result with the tremor bundle.
 */
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import tailwindcss, { type Config } from 'tailwindcss';
import colors from 'tailwindcss/colors';

/** Tremor's design tokens (light palette), as its installation guide asks apps to configure. */
const tremorTheme: NonNullable<Config['theme']> = {
  colors: {
    tremor: {
      brand: {
        faint: colors.blue[50],
        muted: colors.blue[200],
        subtle: colors.blue[400],
        DEFAULT: colors.blue[500],
        emphasis: colors.blue[700],
        inverted: colors.white,
      },
      background: { muted: colors.gray[50], subtle: colors.gray[100], DEFAULT: colors.white, emphasis: colors.gray[700] },
      border: { DEFAULT: colors.gray[200] },
      ring: { DEFAULT: colors.gray[200] },
      content: {
        subtle: colors.gray[400],
        DEFAULT: colors.gray[500],
        emphasis: colors.gray[700],
        strong: colors.gray[900],
        inverted: colors.white,
      },
    },
  },
  boxShadow: {
    'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
    'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
    'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
  },
  borderRadius: { 'tremor-small': '0.375rem', 'tremor-default': '0.5rem', 'tremor-full': '9999px' },
  fontSize: {
    'tremor-label': ['0.75rem', '1rem'],
    'tremor-default': ['0.875rem', '1.25rem'],
    'tremor-title': ['1.125rem', '1.75rem'],
    'tremor-metric': ['1.875rem', '2.25rem'],
  },
};

export async function tremorStylesheet(siteDir: string): Promise<string> {
  const config: Config = {
    content: [
      join(siteDir, 'node_modules/@tremor/react/dist/**/*.js'),
      // The stand-in is a workspace symlink; Tailwind's globbing does not follow symlinks.
      join(realpathSync(join(siteDir, 'node_modules/@react-querybuilder/tremor')), 'src/**/*.tsx'),
    ],
    theme: { extend: tremorTheme },
  };
  const result = await postcss([tailwindcss(config)]).process('@tailwind base;\n@tailwind components;\n@tailwind utilities;\n', {
    from: undefined,
  });
  return result.css;
}
