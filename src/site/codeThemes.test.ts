import { describe, expect, it } from 'vitest';
import type { PrismTheme } from 'prism-react-renderer';
import { darkCodeTheme, lightCodeTheme } from './codeThemes';

function channels(color: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map(i => parseInt(hex[1]!.slice(i, i + 2), 16));
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  if (rgb) return rgb.slice(1, 4).map(Number);
  throw new Error(`unparsed colour ${color}`);
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map(value => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

function lowContrastTokens(theme: PrismTheme): string[] {
  const background = theme.plain.backgroundColor!;
  return [{ types: ['plain'], style: theme.plain }, ...theme.styles]
    .filter(style => style.style.color && contrast(style.style.color, background) < 4.5)
    .map(style => `${style.types.join(',')} ${style.style.color}`);
}

describe('code block colours', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('every %s token meets WCAG AA contrast on the block background', (_mode, theme) => {
    expect(lowContrastTokens(theme)).toEqual([]);
  });
});
