import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Code block colours. Visual Studio's light and dark palettes, with the few token colours that
 * fall under WCAG AA contrast (4.5:1) on their background darkened or lightened, and a light
 * background a shade off white so code blocks stand apart from the page.
 */
function withColors(theme: PrismTheme, background: string | undefined, overrides: Record<string, string>): PrismTheme {
  return {
    plain: { ...theme.plain, ...(background ? { backgroundColor: background } : {}) },
    styles: theme.styles.map(style => {
      const override = style.types.map(type => overrides[type]).find(Boolean);
      return override ? { ...style, style: { ...style.style, color: override } } : style;
    }),
  };
}

export const lightCodeTheme = withColors(themes.vsLight, '#f6f8fa', {
  'attr-name': '#c50000',
  comment: '#007400',
  number: '#07754c',
  'class-name': '#1f6b82',
});

export const darkCodeTheme = withColors(themes.vsDark, undefined, {
  prolog: '#6a9955',
  constant: '#a9acdf',
  punctuation: '#a6a6a6',
});
