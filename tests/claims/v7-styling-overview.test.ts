// Claims of versioned_docs/version-7/styling/overview.mdx, run against react-querybuilder 7.7.1 (rqb7) and its stylesheets.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import * as sass from 'sass';
import * as rqb7 from 'rqb7';
import { staticMarkup, type Lib } from './support';

const req = createRequire(__filename);
const dist = (pkg: string) => join(dirname(req.resolve(`${pkg}/package.json`)), 'dist');
const css = (f: string) => readFileSync(join(dist('rqb7'), f), 'utf8');
/** Compiles `@use '<pkg>/dist/query-builder.scss' with (...)` and returns the CSS. */
const useWith = (pkg: string, config: string) =>
  sass.compileString(`@use '${pkg}/dist/query-builder.scss' with (${config});`, { loadPaths: [join(dist(pkg), '../..')], logger: sass.Logger.silent }).css;
const P = 'v7 styling/overview ›';

describe('v7 styling/overview', () => {
  it(`${P} Custom properties (Since v8): the 7.x stylesheets declare and read no custom property`, () => {
    for (const f of ['query-builder.css', 'query-builder-layout.css']) expect(css(f)).not.toContain('--rqb-');
  });

  it(`${P} Layout options (Since v8): 7.x has the branch layout only, and no :dir() selectors`, () => {
    const text = css('query-builder.css');
    expect(text).toContain('.queryBuilder-branches');
    expect(text).not.toMatch(/queryBuilder-justified|queryBuilder-responsive|:dir\(/);
  });

  it(`${P} Dark mode: 7.x sets background and border-color on .ruleGroup with fixed values`, () => {
    expect(css('query-builder.css')).toContain('.ruleGroup{border-color:#8081a2;border-style:solid;border-radius:.25rem;background:rgba(0,75,183,.2)}');
  });

  it(`${P} Import a stylesheet: in 7.x the layout-only file sets no color or background`, () => {
    expect(css('query-builder-layout.css')).not.toMatch(/color|background/);
  });

  it(`${P} Import a stylesheet: 7.x has no dist/styles/ partials, query-builder.scss imports the layout source`, () => {
    expect(existsSync(join(dist('rqb7'), 'styles'))).toBe(false);
    expect(css('query-builder.scss')).toContain("@import './query-builder-layout.scss';");
  });

  it(`${P} Sass (Since v8): 7.x rejects $rqb-base-color in @use ... with`, () => {
    expect(() => useWith('rqb7', '$rqb-spacing: 0.75rem, $rqb-base-color: #008060')).toThrow(/This variable was not declared with !default in the @used module/);
  });

  it(`${P} Sass (Since v8): 7.x takes $rqb-background-color, and the group background uses it`, () => {
    const out = useWith('rqb7', '$rqb-spacing: 0.75rem, $rqb-background-color: rgba(0, 128, 96, 0.2), $rqb-border-radius: 0.5rem');
    expect(out.replace(/\s+/g, ' ')).toContain('.ruleGroup { border-color: #8081a2; border-style: solid; border-radius: 0.5rem; background: rgba(0, 128, 96, 0.2); }');
  });

  it(`${P} Sass: 8.x takes $rqb-base-color and computes the background property from it`, () => {
    expect(useWith('react-querybuilder', '$rqb-spacing: 0.75rem, $rqb-base-color: #008060, $rqb-border-radius: 0.5rem')).toContain('--rqb-background-color: color-mix(in srgb, transparent, #008060 20%)');
  });

  it(`${P} Layout options: 7.x controlClassnames.queryBuilder puts the layout class on the outer element`, () => {
    const html = staticMarkup(rqb7 as unknown as Lib, { controlClassnames: { queryBuilder: 'queryBuilder-branches' } });
    expect(/<div[^>]*class="([^"]*)"/.exec(html)![1]!.split(' ')).toEqual(expect.arrayContaining(['queryBuilder', 'queryBuilder-branches']));
  });
});
