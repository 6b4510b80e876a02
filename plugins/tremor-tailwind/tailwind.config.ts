import { join } from 'node:path';
import type { Config } from 'tailwindcss';
import { tremorThemeExtension } from './theme';

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
    // Tremor's design tokens, light and dark (shared with the sandbox's Tremor stylesheet).
    extend: tremorThemeExtension({ dark: true }),
  },
};

export default config;
