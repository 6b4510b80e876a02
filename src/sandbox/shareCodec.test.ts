import { describe, expect, it } from 'vitest';
import { decodeShareHash, encodeShareHash, shareUrl } from './shareCodec';
import { sandboxTemplates } from './templates';

describe('share codec', () => {
  it('round-trips every template', () => {
    for (const { code } of sandboxTemplates) expect(decodeShareHash(encodeShareHash(code))).toBe(code);
  });

  it('round-trips unicode, quotes and plus signs', () => {
    const source = `const s = "naïve ✓ 'quoted' a+b";\nexport default () => <p>{s}</p>;`;
    expect(decodeShareHash(encodeShareHash(source))).toBe(source);
  });

  it('writes a URL-safe hash', () => {
    expect(encodeShareHash('export default 1')).toMatch(/^#code=[A-Za-z0-9+\-$]+$/);
  });

  it('returns undefined for a missing or broken hash', () => {
    expect(decodeShareHash('')).toBeUndefined();
    expect(decodeShareHash('#other=1')).toBeUndefined();
    expect(decodeShareHash('#code=')).toBeUndefined();
    expect(decodeShareHash('#code=%%%not-lz')).toBeUndefined();
  });

  it('builds a share URL without the query', () => {
    const url = shareUrl('https://example.org/sandbox?template=antd#old', 'x');
    expect(url.startsWith('https://example.org/sandbox#code=')).toBe(true);
    expect(decodeShareHash(new URL(url).hash)).toBe('x');
  });
});
