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
