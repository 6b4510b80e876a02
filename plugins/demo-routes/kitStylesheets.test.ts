import { describe, expect, it } from 'vitest';
import { chunkNameOf, stylesheetsOf, withStylesheets } from './kitStylesheets';

const registry = [
  '  "5e95c892": [() => import(/* webpackChunkName: "5e95c892" */ "@theme/DocsRoot"), "@theme/DocsRoot", require.resolveWeak("@theme/DocsRoot")],',
  '  "a8219198": [() => import(/* webpackChunkName: "a8219198" */ "@site/src/components/DemoKitBulma"), "@site/src/components/DemoKitBulma", require.resolveWeak("@site/src/components/DemoKitBulma")],',
].join('\n');

describe('demo-routes: kit stylesheets in the page HTML', () => {
  it("finds the chunk name of a kit's frame in the registry, and none for a module that is not there", () => {
    expect(chunkNameOf(registry, '@site/src/components/DemoKitBulma')).toBe('a8219198');
    expect(chunkNameOf(registry, '@site/src/components/DemoKitBulmaX')).toBeUndefined();
  });

  it("lists the stylesheets of every chunk the frame's chunk name needs, without styles.css", () => {
    const manifest = {
      origins: { a8219198: ['18037', '38899', '96775'] },
      assets: {
        '18037': { css: [{ file: 'assets/css/styles.141173b4.css' }] },
        '38899': { css: [{ file: 'assets/css/a8219198.5479045c.css' }] },
        '96775': { css: [{ file: 'assets/css/96775.0898ecf5.css' }, { file: 'assets/css/a8219198.5479045c.css' }] },
      },
    };
    expect(stylesheetsOf(manifest, 'a8219198')).toEqual(['assets/css/a8219198.5479045c.css', 'assets/css/96775.0898ecf5.css']);
    expect(stylesheetsOf(manifest, 'unknown')).toEqual([]);
  });

  it("links them right after the site's stylesheet", () => {
    const html = '<head><link rel=stylesheet href=/assets/css/styles.141173b4.css /><script src=/a.js defer></script></head>';
    expect(withStylesheets(html, ['/assets/css/a.css'])).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.141173b4.css /><link rel="stylesheet" href="/assets/css/a.css"><script src=/a.js defer></script></head>'
    );
  });

  it('fails the build when the page has no styles.css link to put them after', () => {
    expect(() => withStylesheets('<head></head>', ['/assets/css/a.css'])).toThrow(/no styles\.css <link>/);
  });
});
