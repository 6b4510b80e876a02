import { join } from 'node:path';
import type { Config } from 'tailwindcss';
import colors from 'tailwindcss/colors';

const siteDir = join(__dirname, '..', '..');
const tremorDist = join(siteDir, 'node_modules/@tremor/react/dist');

/** The Tremor components the compat package renders (packages/tremor/src), and what they use. */
const tremorComponents = [
  'components/input-elements/{Button,Select,MultiSelect,TextInput,NumberInput,Textarea,Switch}/*.js',
  'components/input-elements/{BaseInput,selectUtils}.js',
  'components/util-elements/Tooltip/*.js',
  'lib/*.js',
  'assets/*.js',
];

/**
 * Tailwind for the Tremor demo only (see README.md here). It scans the Tremor
 * components the compat package uses, the compat package and the demo's kit frame, and nothing
 * else (not Tremor's charts), so the generated CSS holds only the classes those render; add a
 * component's folder here if the compat package starts using it. Preflight is off: its element resets would
 * restyle the whole site; the demo's stylesheet carries the few resets Tremor needs, scoped.
 * Every rule is put under `.rqb-demo-tremor` afterwards by the plugin's PostCSS step.
 */
const config: Config = {
  content: [
    ...tremorComponents.map(glob => join(tremorDist, glob)),
    join(siteDir, 'packages/tremor/src/**/*.{ts,tsx}'),
    join(siteDir, 'src/components/DemoKitTremor/**/*.{ts,tsx}'),
  ],
  corePlugins: { preflight: false },
  // `dark:` utilities apply inside an element with the `dark` class: the demo root carries it
  // while the site is in dark mode.
  darkMode: 'class',
  theme: {
    transparent: 'transparent',
    current: 'currentColor',
    extend: {
      // Tremor's design tokens, as its installation guide defines them.
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
          background: {
            muted: colors.gray[50],
            subtle: colors.gray[100],
            DEFAULT: colors.white,
            emphasis: colors.gray[700],
          },
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
        'dark-tremor': {
          brand: {
            faint: '#0B1229',
            muted: colors.blue[950],
            subtle: colors.blue[800],
            DEFAULT: colors.blue[500],
            emphasis: colors.blue[400],
            inverted: colors.blue[950],
          },
          background: {
            muted: '#131A2B',
            subtle: colors.gray[800],
            DEFAULT: colors.gray[900],
            emphasis: colors.gray[300],
          },
          border: { DEFAULT: colors.gray[800] },
          ring: { DEFAULT: colors.gray[800] },
          content: {
            subtle: colors.gray[600],
            DEFAULT: colors.gray[500],
            emphasis: colors.gray[200],
            strong: colors.gray[50],
            inverted: colors.gray[950],
          },
        },
      },
      boxShadow: {
        'tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
        'tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
        'tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
        'dark-tremor-input': '0 1px 2px 0 rgb(0 0 0 / 0.05)',
        'dark-tremor-card': '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
        'dark-tremor-dropdown': '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
      },
      borderRadius: {
        'tremor-small': '0.375rem',
        'tremor-default': '0.5rem',
        'tremor-full': '9999px',
      },
      fontSize: {
        'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
        'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
        'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
        'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
      },
    },
  },
};

export default config;
