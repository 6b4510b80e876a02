import { describe, expect, it } from 'vitest';
import { inlineFontUrls } from './build';

describe('inlineFontUrls', () => {
  const read = (path: string) => (path.endsWith('missing.woff') ? undefined : Buffer.from(`bytes of ${path}`));

  it('turns relative font urls into data urls, dropping the cache-busting query', () => {
    const css = `@font-face{src:url("./fonts/icons.woff2?abc") format("woff2"),url(fonts/icons.woff?abc) format("woff")}`;
    const out = inlineFontUrls(css, read);
    expect(out).toContain(`url("data:font/woff2;base64,${Buffer.from('bytes of ./fonts/icons.woff2').toString('base64')}")`);
    expect(out).toContain(`url("data:font/woff;base64,${Buffer.from('bytes of fonts/icons.woff').toString('base64')}")`);
  });

  it('leaves other urls and missing files alone', () => {
    const css = `a{background:url(img.png)} @font-face{src:url(missing.woff)}`;
    expect(inlineFontUrls(css, read)).toBe(css);
  });
});
