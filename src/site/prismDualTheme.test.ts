import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { dualThemeFor, dualTokenProps, dualTokenStyle, styleForToken, themeToDict, tokenPaletteStylesheet, tokenPalettes } from './prismDualTheme';
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

describe('palette classes', () => {
  const palettes = tokenPalettes(lightCodeTheme, darkCodeTheme);
  const stylesheet = tokenPaletteStylesheet(palettes);
  /** The colour the stylesheet gives a class in a mode. */
  const colourOf = (mode: 'light' | 'dark', className: string) =>
    new RegExp(`^\\[data-theme='${mode}'\\] \\.theme-code-block \\.token\\.${className}\\{color:([^}]+)\\}$`, 'm').exec(stylesheet)?.[1];

  it("gives a keyword one class per mode, which the stylesheet colours with that mode's keyword colour", () => {
    const theme = dualThemeFor(lightCodeTheme, darkCodeTheme, 'tsx');
    const { className, style } = dualTokenProps(theme, { types: ['keyword'] });
    expect(style).toBeUndefined();
    const [lightClass, darkClass] = className!.split(' ');
    expect(colourOf('light', lightClass!)).toBe(theme.light.keyword!.color);
    expect(colourOf('dark', darkClass!)).toBe(theme.dark.keyword!.color);
    expect(colourOf('dark', lightClass!)).toBeUndefined();
  });

  it.each(['tsx', 'ts', 'bash', 'json', 'diff', 'css'])(
    'colours every token type of the site themes in %s by class, to the colour its style gives',
    language => {
      const theme = dualThemeFor(lightCodeTheme, darkCodeTheme, language);
      for (const type of new Set([...Object.keys(theme.light), ...Object.keys(theme.dark)].filter(type => type !== 'root'))) {
        const { className, style } = dualTokenProps(theme, { types: [type] });
        expect(style, type).toBeUndefined();
        const classes = className?.split(' ') ?? [];
        expect(colourOf('light', classes.find(c => c.startsWith('tl')) ?? '-')).toBe(styleForToken(theme.light, { types: [type] })?.color);
        expect(colourOf('dark', classes.find(c => c.startsWith('td')) ?? '-')).toBe(styleForToken(theme.dark, { types: [type] })?.color);
      }
    }
  );

  it('builds a pair of themes for a language once, and apart for another language', () => {
    const tsx = dualThemeFor(lightCodeTheme, darkCodeTheme, 'tsx');
    expect(dualThemeFor(lightCodeTheme, darkCodeTheme, 'tsx')).toBe(tsx);
    expect(dualThemeFor(lightCodeTheme, darkCodeTheme, 'css')).not.toBe(tsx);
    expect(tsx).toEqual({ light: themeToDict(lightCodeTheme, 'tsx'), dark: themeToDict(darkCodeTheme, 'tsx'), palettes });
  });

  it('leaves a plain token without class or style', () => {
    expect(dualTokenProps(dualThemeFor(lightCodeTheme, darkCodeTheme, 'tsx'), { types: ['plain'] })).toEqual({});
  });

  it('keeps custom properties for a style that is more than a palette colour', () => {
    const theme = dualThemeFor(themes.oneLight, themes.oneLight, 'tsx');
    const withItalics = dualTokenProps(theme, { types: ['keyword', 'italic'] });
    expect(withItalics.className).toBeUndefined();
    expect(withItalics.style).toEqual(dualTokenStyle(theme.light, theme.dark, { types: ['keyword', 'italic'] }));
    const empty = dualTokenProps(dualThemeFor(lightCodeTheme, darkCodeTheme, 'tsx'), { types: ['plain'], empty: true });
    expect(empty).toEqual({ style: { display: 'inline-block' } });
  });

  it('keeps custom properties for a colour outside the palette', () => {
    const dict = { keyword: { color: '#123456' } };
    expect(dualTokenProps({ light: dict, dark: dict, palettes }, { types: ['keyword'] })).toEqual({ style: { '--tl-color': '#123456', '--td-color': '#123456' } });
  });
});
