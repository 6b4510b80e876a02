import { describe, expect, it } from 'vitest';
import { framePage, inlineFontUrls, inlineScriptText } from './build';

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

describe('framePage', () => {
  it('puts the core script inline when it is safe to', () => {
    const page = framePage('/sandbox-runtime/v1/', 'self.core=1;');
    expect(page).toContain('<script>self.core=1;</script>');
    expect(page).not.toContain('core.js');
  });

  it('loads core.js as a file when its text could end the script element early', () => {
    expect(inlineScriptText('var s="</script>";')).toBeUndefined();
    expect(inlineScriptText('var s="<!--";')).toBeUndefined();
    expect(inlineScriptText('var s="<\\/script>";')).toBe('var s="<\\/script>";');
    expect(framePage('/sandbox-runtime/v1/')).toContain('<script src="/sandbox-runtime/v1/core.js"></script>');
  });
});
