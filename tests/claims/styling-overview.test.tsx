// Claims of docs/styling/overview.mdx, run against react-querybuilder 8.24.1 and its stylesheets.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import * as sass from 'sass';
import * as rqb from 'react-querybuilder';
import { classOf, staticMarkup, type Lib } from './support';

const req = createRequire(__filename);
const dist = join(dirname(req.resolve('react-querybuilder/package.json')), 'dist');
const css = (f: string) => readFileSync(join(dist, f), 'utf8');
const full = css('query-builder.css');
const layout = css('query-builder-layout.css');
/** The declarations of the first `:root` block, as { property: value }. */
const rootProps = (text: string) => Object.fromEntries(/:root\{([^}]*)\}/.exec(text)![1]!.split(';').map(d => d.split(/:\s*/) as [string, string]));
/** The stylesheet without its `:root` block: the rules. */
const rules = (text: string) => text.replace(/:root\{[^}]*\}/, '');

/** The page's table: property and default. */
const table: [string, string][] = [
  ['--rqb-spacing', '0.5rem'],
  ['--rqb-border-width', '1px'],
  ['--rqb-branch-indent', 'var(--rqb-spacing)'],
  ['--rqb-branch-width', 'var(--rqb-border-width)'],
  ['--rqb-base-color', '#004bb8'],
  ['--rqb-background-color', 'color-mix(in srgb, transparent, #004bb8 20%)'],
  ['--rqb-border-color', '#8081a2'],
  ['--rqb-border-style', 'solid'],
  ['--rqb-border-radius', '0.25rem'],
  ['--rqb-dnd-drop-indicator-color', 'rebeccapurple'],
  ['--rqb-dnd-drop-indicator-style', 'dashed'],
  ['--rqb-dnd-drop-indicator-width', '2px'],
  ['--rqb-dnd-drop-indicator-copy-color', '#693'],
  ['--rqb-dnd-drop-indicator-copy-style', 'dashed'],
  ['--rqb-dnd-drop-indicator-copy-width', '2px'],
  ['--rqb-dnd-drop-indicator-group-color', '#369'],
  ['--rqb-dnd-drop-indicator-group-style', 'dashed'],
  ['--rqb-dnd-drop-indicator-group-width', '2px'],
  ['--rqb-dnd-drop-not-allowed-cursor', 'not-allowed'],
  ['--rqb-branch-color', 'var(--rqb-border-color)'],
  ['--rqb-branch-radius', 'var(--rqb-border-radius)'],
  ['--rqb-branch-style', 'var(--rqb-border-style)'],
];
const P = 'styling/overview ›';

describe('styling/overview', () => {
  it(`${P} QueryBuilder renders no styles of its own: no style attribute in its markup`, () => {
    const html = staticMarkup(rqb as Lib, { defaultQuery: { combinator: 'and', rules: [{ field: 'a', operator: '=', value: '' }, { combinator: 'or', rules: [] }] }, fields: [{ name: 'a', label: 'A' }] });
    expect(html).not.toContain('style=');
    expect([...html.matchAll(/<(div|select|button|input)\b[^>]*>/g)].filter(m => !m[0].includes('class="'))).toEqual([]);
  });

  it(`${P} Custom properties: both files declare every property of the table on :root, with its default`, () => {
    expect(rootProps(full)).toEqual(Object.fromEntries(table));
    expect(rootProps(layout)).toEqual(Object.fromEntries(table));
  });

  it(`${P} Custom properties: no rule reads --rqb-base-color; the background rule reads --rqb-background-color`, () => {
    for (const text of [full, layout]) expect(rules(text)).not.toContain('var(--rqb-base-color)');
    expect(rules(full)).toContain('background:var(--rqb-background-color)');
  });

  it(`${P} Import a stylesheet: the layout-only file reads no color, border style or background property`, () => {
    expect(rules(layout)).not.toMatch(/var\(--rqb-[a-z-]*(color|style|radius)\)|background/);
    expect(rules(layout)).toContain('var(--rqb-spacing)');
    expect(rules(layout)).toContain('var(--rqb-branch-width)');
  });

  it(`${P} Import a stylesheet: query-builder.css colors groups, drag-and-drop indicators and branch lines`, () => {
    for (const p of ['--rqb-border-color', '--rqb-dnd-drop-indicator-color', '--rqb-dnd-drop-indicator-copy-color', '--rqb-dnd-drop-indicator-group-color', '--rqb-branch-color'])
      expect(rules(full)).toContain(`var(${p})`);
  });

  it(`${P} Import a stylesheet: each file has a Sass source, built from the partials in dist/styles/`, () => {
    expect(css('query-builder.scss')).toContain("@forward './query-builder-layout'");
    expect(css('query-builder.scss')).toContain("@forward './styles/main'");
    expect(readdirSync(join(dist, 'styles')).sort()).toEqual(['_functions.scss', '_layout.scss', '_main.scss', '_root.scss', '_variables.scss']);
  });

  it(`${P} Layout options: both files hold the branches, justified and responsive layouts, with :dir() selectors`, () => {
    for (const text of [full, layout]) {
      for (const c of ['queryBuilder-branches', 'queryBuilder-justified', 'queryBuilder-responsive']) expect(text).toContain(`.${c}`);
      expect(text).toContain(':dir(rtl)');
    }
  });

  it(`${P} Layout options: controlClassnames.queryBuilder puts the layout classes on the outer element`, () => {
    const html = staticMarkup(rqb as Lib, { controlClassnames: { queryBuilder: ['queryBuilder-branches', 'queryBuilder-justified'] } });
    const outer = /<div[^>]*class="([^"]*queryBuilder[^"]*)"/.exec(html)![1]!.split(' ');
    expect(outer).toEqual(expect.arrayContaining(['queryBuilder', 'queryBuilder-branches', 'queryBuilder-justified']));
    expect(classOf(html.replace('<div', '<div data-rule-group-id="x"'), 'x')).toContain('queryBuilder-branches');
  });

  it(`${P} Sass: every property of the table has a $ variable, and $rqb-var-prefix defaults to rqb-`, () => {
    const vars = readFileSync(join(dist, 'styles/_variables.scss'), 'utf8');
    for (const [p] of table) expect(vars).toMatch(new RegExp(`^\\$${p.slice(2)}:`, 'm'));
    expect(vars).toMatch(/^\$rqb-var-prefix: rqb- !default;/m);
    expect(vars).toMatch(/^\$rqb-background-color: color-mix\(in srgb, transparent, \$rqb-base-color 20%\)/m);
  });

  it(`${P} UI kits: the compatibility packages ship no CSS`, () => {
    const kits = ['antd', 'bootstrap', 'bulma', 'chakra', 'fluent', 'mantine', 'material', 'tremor'];
    // Some kits are this site's own workspace packages (packages/*), read from source: search the whole package.
    const files = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap(e => (e.name === 'node_modules' ? [] : e.isDirectory() ? files(join(d, e.name)) : [e.name]));
    for (const k of kits) expect(files(dirname(req.resolve(`@react-querybuilder/${k}/package.json`))).filter(f => /\.s?css$/.test(f))).toEqual([]);
  });

  it(`${P} Sass: the sample compiles, $rqb-base-color sets the background and $rqb-var-prefix renames the properties`, () => {
    const compile = (config: string) =>
      sass.compileString(`@use 'react-querybuilder/dist/query-builder.scss' with (${config});`, { loadPaths: [join(dist, '../..')], logger: sass.Logger.silent }).css;
    const out = compile('$rqb-spacing: 0.75rem, $rqb-base-color: #008060, $rqb-border-radius: 0.5rem');
    expect(out).toContain('--rqb-background-color: color-mix(in srgb, transparent, #008060 20%)');
    expect(out).toContain('--rqb-spacing: 0.75rem');
    expect(compile('$rqb-var-prefix: qb-')).toContain('--qb-spacing: 0.5rem');
  });
});
