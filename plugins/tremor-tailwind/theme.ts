/**
 * Tremor's design tokens, as its installation guide asks apps to configure them, for both
 * Tailwind builds that style Tremor: the demo's stylesheet (./tailwind.config.ts) and the
 * sandbox's (plugins/sandbox-runtime/tremorStyles.ts).
 */
import type { Config } from 'tailwindcss';
import colors from 'tailwindcss/colors';

type ThemeExtension = NonNullable<NonNullable<Config['theme']>['extend']>;

const light = {
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
};

const dark = {
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
};

const shadows = {
  input: '0 1px 2px 0 rgb(0 0 0 / 0.05)',
  card: '0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)',
  dropdown: '0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)',
};

const prefixed = (prefix: string, values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`${prefix}-${name}`, value]));

/**
 * The `theme.extend` part of a Tailwind config for Tremor. With `dark`, the `dark-tremor` tokens
 * too, which Tremor's `dark:` classes use (the demo follows the site's colour mode; the sandbox
 * frame shows the light palette only).
 */
export function tremorThemeExtension({ dark: withDark }: { dark: boolean }): ThemeExtension {
  return {
    colors: { tremor: light, ...(withDark && { 'dark-tremor': dark }) },
    boxShadow: { ...prefixed('tremor', shadows), ...(withDark && prefixed('dark-tremor', shadows)) },
    borderRadius: { 'tremor-small': '0.375rem', 'tremor-default': '0.5rem', 'tremor-full': '9999px' },
    fontSize: {
      'tremor-label': ['0.75rem', { lineHeight: '1rem' }],
      'tremor-default': ['0.875rem', { lineHeight: '1.25rem' }],
      'tremor-title': ['1.125rem', { lineHeight: '1.75rem' }],
      'tremor-metric': ['1.875rem', { lineHeight: '2.25rem' }],
    },
  };
}
