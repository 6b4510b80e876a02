import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { dualTokenStyle, styleForToken, themeToDict } from './prismDualTheme';
import { darkCodeTheme, lightCodeTheme } from './codeThemes';

describe('prismDualTheme', () => {
  it('gives a keyword the colour of each mode as custom properties', () => {
    const light = themeToDict(lightCodeTheme, 'tsx');
    const dark = themeToDict(darkCodeTheme, 'tsx');
    const style = dualTokenStyle(light, dark, { types: ['keyword'] }) as Record<string, string>;
    expect(style['--tl-color']).toBe(light.keyword!.color);
    expect(style['--td-color']).toBe(dark.keyword!.color);
    expect(style['--tl-color']).not.toBe(style['--td-color']);
    expect(style.color).toBeUndefined();
  });

  it('gives a plain token no style, as prism-react-renderer does', () => {
    const dict = themeToDict(themes.vsDark, 'js');
    expect(dualTokenStyle(dict, dict, { types: ['plain'] })).toBeUndefined();
  });

  it('keeps the inline-block of an empty token outside the mode properties', () => {
    const dict = themeToDict(themes.vsDark, 'js');
    expect(dualTokenStyle(dict, dict, { types: ['plain'], empty: true })).toEqual({ display: 'inline-block' });
  });

  it('lets the later type of a token win, as prism-react-renderer merges them', () => {
    const theme = {
      plain: { color: '#000' },
      styles: [
        { types: ['a'], style: { color: '#111' } },
        { types: ['b'], style: { color: '#222', fontStyle: 'italic' as const } },
      ],
    };
    const dict = themeToDict(theme, 'js');
    expect(styleForToken(dict, { types: ['b', 'a'] })).toEqual({ color: '#111', fontStyle: 'italic' });
  });

  it('applies language-scoped theme entries only to their language', () => {
    const theme = { plain: {}, styles: [{ types: ['string'], languages: ['css' as never], style: { color: '#333' } }] };
    expect(themeToDict(theme, 'css').string).toEqual({ color: '#333' });
    expect(themeToDict(theme, 'js').string).toBeUndefined();
  });
});

describe('the code block stylesheet', () => {
  const css = readFileSync(join(__dirname, '../theme/CodeBlock/Content/styles.module.css'), 'utf8');
  const declared = (mode: string, name: string) =>
    new RegExp(`data-theme='${mode}'\\] \\.theme-code-block\\) \\{[^}]*--${name}: (#[0-9a-f]{6}) !important`, 'i').exec(css)?.[1]?.toLowerCase();

  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ] as const)('states the %s theme plain colours the code themes define', (mode, theme) => {
    expect(declared(mode, 'prism-color')).toBe(theme.plain.color!.toLowerCase());
    expect(declared(mode, 'prism-background-color')).toBe(theme.plain.backgroundColor!.toLowerCase());
  });
});
