// Claims of versioned_docs/version-7/tips/styling.mdx, run against react-querybuilder 7.7.1 (rqb7) and its Sass sources.
import { describe, expect, it } from 'vitest';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import * as sass from 'sass';
import * as rqb7 from 'rqb7';
import type { RuleGroupTypeAny, RuleType } from 'rqb7';
import { classOf, staticMarkup, type Lib } from './support';

const req = createRequire(__filename);
const nodeModules = join(dirname(req.resolve('rqb7/package.json')), '..');
const useWith = (config: string) =>
  sass.compileString(`@use 'rqb7/dist/query-builder.scss' with (${config});`, { loadPaths: [nodeModules], logger: sass.Logger.silent }).css.replace(/\s+/g, ' ');
const query = { id: 'root', combinator: 'or', rules: [{ id: 'r1', field: 'age', operator: '<', value: '' }, { id: 'g1', combinator: 'or', rules: [] }] };
const html = (props: Record<string, unknown>) => staticMarkup(rqb7 as unknown as Lib, { query, fields: [{ name: 'age', label: 'Age' }], ...props });
const P = 'v7 tips/styling ›';

describe('v7 tips/styling', () => {
  it(`${P} Sass variables in 7.x: the sample compiles and sets the group background and radius`, () => {
    expect(useWith('$rqb-spacing: 0.75rem, $rqb-background-color: rgb(0 128 96 / 0.08), $rqb-border-radius: 0.75rem')).toContain(
      '.ruleGroup { border-color: #8081a2; border-style: solid; border-radius: 0.75rem; background: rgba(0, 128, 96, 0.08); }'
    );
  });

  it(`${P} CSS custom properties (8.x): 7.x rejects $rqb-base-color`, () => {
    expect(() => useWith('$rqb-base-color: teal, $rqb-border-radius: 0.75rem')).toThrow(/not declared with !default/);
  });

  it(`${P} Class names per control: string, array and object values add to the standard classes`, () => {
    const out = html({ controlClassnames: { ruleGroup: 'card', rule: ['row', 'row-compact'], addRule: { 'button-primary': true, 'button-small': false } } });
    expect(classOf(out, 'g1')).toBe('ruleGroup card');
    expect(classOf(out, 'r1').split(' ')).toEqual(expect.arrayContaining(['rule', 'row', 'row-compact']));
    expect(/<button[^>]*class="([^"]*)"[^>]*title="Add rule"/.exec(out)![1]).toBe('ruleGroup-addRule button-primary');
  });

  it(`${P} Class names per control: with suppressStandardClassnames, rules and groups keep queryBuilder-valid and queryBuilder-invalid`, () => {
    const out = html({ suppressStandardClassnames: true, validator: () => ({ r1: false, g1: true }) });
    expect([classOf(out, 'r1'), classOf(out, 'g1')]).toEqual(['queryBuilder-invalid', 'queryBuilder-valid']);
  });

  it(`${P} Class names per field, operator, rule and group: field and operator className, getRuleClassname with { fieldData }, getRuleGroupClassname`, () => {
    const out = html({
      fields: [{ name: 'age', label: 'Age', className: 'rule-age' }],
      operators: [{ name: '<', label: '<', className: 'op-lt' }],
      getRuleClassname: (r: RuleType, m: { fieldData: { name: string } }) => [`on-${m.fieldData.name}`, r.value === '' ? 'rule-empty' : ''],
      getRuleGroupClassname: (g: RuleGroupTypeAny) => ('combinator' in g && g.combinator === 'or' ? 'group-or' : ''),
    });
    expect(classOf(out, 'r1').split(' ')).toEqual(expect.arrayContaining(['rule', 'rule-age', 'op-lt', 'on-age', 'rule-empty']));
    expect(classOf(out, 'g1')).toBe('group-or ruleGroup');
  });

  it(`${P} Style by position: 7.x rules and groups carry data-level and data-path`, () => {
    const attrs = [...html({}).matchAll(/<div[^>]*data-rule(?:-group)?-id="([^"]*)"[^>]*>/g)].map(m => [m[1], /data-level="([^"]*)"/.exec(m[0])![1], /data-path="([^"]*)"/.exec(m[0])![1]]);
    expect(attrs).toEqual([
      ['root', '0', '[]'],
      ['r1', '1', '[0]'],
      ['g1', '1', '[1]'],
    ]);
  });
});
