import type { CSSProperties } from 'react';
import type { PrismTheme, Token } from 'prism-react-renderer';

/**
 * Code blocks are highlighted once, when the page is built, and the browser keeps that markup
 * (see src/theme/CodeBlock/Content). So a token cannot carry the inline colour of one colour
 * mode, as prism-react-renderer gives it: it carries both modes' values as CSS custom properties
 * (`--tl-*` light, `--td-*` dark), and a stylesheet picks the pair for the current mode.
 */

type StyleDict = Record<string, CSSProperties>;

/** A theme's styles by token type for one language, as prism-react-renderer 2 builds them. */
export function themeToDict(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) dict[type] = { ...dict[type], ...(entry.style as CSSProperties) };
  }
  dict.root = theme.plain as CSSProperties;
  dict.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined };
  return dict;
}

/** The style prism-react-renderer 2 gives a token (its `useGetTokenProps`, kept in step). */
export function styleForToken(dict: StyleDict, token: Pick<Token, 'types' | 'empty'>): CSSProperties | undefined {
  const { types, empty } = token;
  if (types.length === 1 && types[0] === 'plain') return empty != null ? { display: 'inline-block' } : undefined;
  if (types.length === 1 && empty != null) return dict[types[0]!];
  return Object.assign(empty != null ? { display: 'inline-block' } : {}, ...types.map(type => dict[type]));
}

/** The properties the stylesheet maps from the custom properties; others pass through as is. */
export const modeProperties = ['color', 'backgroundColor', 'fontStyle', 'fontWeight', 'textDecorationLine', 'opacity'] as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`);

/** One token's style for both colour modes, as custom properties. */
export function dualTokenStyle(light: StyleDict, dark: StyleDict, token: Pick<Token, 'types' | 'empty'>): CSSProperties | undefined {
  const lightStyle = styleForToken(light, token) ?? {};
  const darkStyle = styleForToken(dark, token) ?? {};
  const style: Record<string, string | number> = {};
  for (const [mode, source] of [['tl', lightStyle], ['td', darkStyle]] as const) {
    for (const [property, value] of Object.entries(source)) {
      if (value === undefined) continue;
      if ((modeProperties as readonly string[]).includes(property)) style[`--${mode}-${kebab(property)}`] = value as string;
      else style[property] = value as string; // e.g. display: inline-block, the same in both modes
    }
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

/** The colours each mode's theme can give a token, in a fixed order: the plain colour, then each entry's. */
export interface TokenPalettes {
  light: string[];
  dark: string[];
}

function paletteOf(theme: PrismTheme): string[] {
  const colours = [theme.plain.color, ...theme.styles.map(entry => entry.style.color)];
  return [...new Set(colours.filter((colour): colour is string => typeof colour === 'string'))];
}

export function tokenPalettes(light: PrismTheme, dark: PrismTheme): TokenPalettes {
  return { light: paletteOf(light), dark: paletteOf(dark) };
}

/**
 * The class naming a mode's style: none ('') when the token has no style in that mode (it takes
 * the line's colour), null when the style is anything but one palette colour.
 */
function modeClass(style: CSSProperties | undefined, palette: string[], prefix: string): string | null {
  const entries = Object.entries(style ?? {}).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return '';
  const index = entries.length === 1 && entries[0]![0] === 'color' ? palette.indexOf(entries[0]![1] as string) : -1;
  return index >= 0 ? `${prefix}${index}` : null;
}

/** Both modes' styles by token type for one language, and the themes' palettes. */
export interface DualTheme {
  light: StyleDict;
  dark: StyleDict;
  palettes: TokenPalettes;
}

const dualThemes = new WeakMap<PrismTheme, WeakMap<PrismTheme, Map<string, DualTheme>>>();

/**
 * The dual theme of a pair of themes for a language, built once: every token of every block
 * reads it, and the site's themes never change.
 */
export function dualThemeFor(light: PrismTheme, dark: PrismTheme, language: string): DualTheme {
  let byDark = dualThemes.get(light);
  if (!byDark) dualThemes.set(light, (byDark = new WeakMap()));
  let byLanguage = byDark.get(dark);
  if (!byLanguage) byDark.set(dark, (byLanguage = new Map()));
  let theme = byLanguage.get(language);
  if (!theme) {
    theme = { light: themeToDict(light, language), dark: themeToDict(dark, language), palettes: tokenPalettes(light, dark) };
    byLanguage.set(language, theme);
  }
  return theme;
}

/**
 * One token's attributes for both colour modes. A token whose style in each mode is one palette
 * colour (with the site's themes, every one) gets a class per mode, `tl<n>` and `td<n>`, which the
 * palette stylesheet (tokenPaletteStylesheet) colours: on the QueryBuilder page's 3,265 styled
 * tokens that is 186 KB less HTML than a style attribute each. Any other token keeps its custom
 * properties (dualTokenStyle).
 */
export function dualTokenProps(theme: DualTheme, token: Pick<Token, 'types' | 'empty'>): { className?: string; style?: CSSProperties } {
  const lightClass = modeClass(styleForToken(theme.light, token), theme.palettes.light, 'tl');
  const darkClass = modeClass(styleForToken(theme.dark, token), theme.palettes.dark, 'td');
  if (lightClass === null || darkClass === null) return { style: dualTokenStyle(theme.light, theme.dark, token) };
  const className = [lightClass, darkClass].filter(Boolean).join(' ');
  return className ? { className } : {};
}

/** The rules behind dualTokenProps's classes: each palette colour, in its mode. */
export function tokenPaletteStylesheet(palettes: TokenPalettes): string {
  const rules = (mode: 'light' | 'dark', prefix: string, palette: string[]) =>
    palette.map((colour, index) => `[data-theme='${mode}'] .theme-code-block .token.${prefix}${index}{color:${colour}}`);
  return [...rules('light', 'tl', palettes.light), ...rules('dark', 'td', palettes.dark)].join('\n') + '\n';
}
