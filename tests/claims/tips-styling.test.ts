// Claims of docs/tips/styling.mdx, about the default stylesheet (read from react-querybuilder 8.24.1) and the class name props (rendered).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as rqb from 'react-querybuilder';
import type { RuleGroupTypeAny, RuleType } from 'react-querybuilder';
import { classOf, staticMarkup, type Lib } from './support';

const dist = join(process.cwd(), 'node_modules/react-querybuilder/dist');
const rootOf = (file: string) => readFileSync(join(dist, file), 'utf8').match(/:root\{([^}]*)\}/)![1]!;
const T = 'tips/styling › Custom properties ›';

describe('tips/styling', () => {
  it(`${T} the stylesheet declares the custom properties on :root`, () => {
    expect(rootOf('query-builder.css')).toContain('--rqb-spacing:');
    expect(rootOf('query-builder-layout.css')).toContain('--rqb-spacing:');
  });

  it(`${T} the --rqb-branch-* defaults refer to the spacing and border properties, so they resolve on :root`, () => {
    const root = rootOf('query-builder.css');
    expect(root).toMatch(/--rqb-branch-indent:\s*var\(--rqb-spacing\)/);
    expect(root).toMatch(/--rqb-branch-width:\s*var\(--rqb-border-width\)/);
    expect(root).toMatch(/--rqb-branch-color:\s*var\(--rqb-border-color\)/);
    expect(root).toMatch(/--rqb-branch-style:\s*var\(--rqb-border-style\)/);
    expect(root).toMatch(/--rqb-branch-radius:\s*var\(--rqb-border-radius\)/);
  });

  it(`${T} queryBuilder-branches and queryBuilder-justified come with the layout stylesheet`, () => {
    const css = readFileSync(join(dist, 'query-builder-layout.css'), 'utf8');
    expect(css).toContain('.queryBuilder-branches');
    expect(css).toContain('.queryBuilder-justified');
  });

  const query = { id: 'root', combinator: 'or', rules: [{ id: 'r1', field: 'age', operator: '<', value: '' }, { id: 'g1', combinator: 'or', rules: [] }] };
  const html = (props: Record<string, unknown>) => staticMarkup(rqb as Lib, { query, fields: [{ name: 'age', label: 'Age' }], ...props });

  it('tips/styling › Class names per control: a value may be a string, an array, or an object of class name to boolean; classes add to the standard ones', () => {
    const out = html({ controlClassnames: { ruleGroup: 'card', rule: ['row', 'row-compact'], addRule: { 'button-primary': true, 'button-small': false }, removeRule: 'button-danger' } });
    expect(classOf(out, 'g1')).toBe('ruleGroup card');
    expect(classOf(out, 'r1').split(' ')).toEqual(expect.arrayContaining(['rule', 'row', 'row-compact']));
    expect(/<button[^>]*class="([^"]*)"[^>]*title="Add rule"/.exec(out)![1]).toBe('ruleGroup-addRule button-primary');
    expect(/<button[^>]*class="([^"]*)"[^>]*title="Remove rule"/.exec(out)![1]).toBe('rule-remove button-danger');
  });

  it('tips/styling › Class names per control: with suppressStandardClassnames, rules and groups keep queryBuilder-valid and queryBuilder-invalid', () => {
    const out = html({ suppressStandardClassnames: true, validator: () => ({ r1: false, g1: true }) });
    expect(classOf(out, 'r1')).toBe('queryBuilder-invalid');
    expect(classOf(out, 'g1')).toBe('queryBuilder-valid');
  });

  it("tips/styling › Class names per field, operator, rule and group: a field's and an operator's className go on the rule element", () => {
    const out = html({ fields: [{ name: 'age', label: 'Age', className: 'rule-age' }], operators: [{ name: '<', label: '<', className: 'op-lt' }] });
    expect(classOf(out, 'r1').split(' ')).toEqual(expect.arrayContaining(['rule', 'rule-age', 'op-lt']));
  });

  it('tips/styling › Class names per field, operator, rule and group: getRuleClassname gets the rule and { fieldData }; an array works', () => {
    const out = html({ fields: [{ name: 'age', label: 'Age', className: 'rule-age' }], getRuleClassname: (r: RuleType, m: { fieldData: { name: string } }) => [`on-${m.fieldData.name}`, r.value === '' ? 'rule-empty' : ''] });
    expect(classOf(out, 'r1').split(' ')).toEqual(expect.arrayContaining(['on-age', 'rule-empty']));
  });

  it('tips/styling › Class names per field, operator, rule and group: getRuleGroupClassname marks or groups; an object works', () => {
    const out = html({ getRuleGroupClassname: (g: RuleGroupTypeAny) => ({ 'group-or': 'combinator' in g && g.combinator === 'or', never: false }) });
    expect(classOf(out, 'g1')).toBe('group-or ruleGroup');
  });

  it('tips/styling › Style by position: rules and groups carry data-level (0 for the root) and data-path', () => {
    const out = html({});
    const attrs = [...out.matchAll(/<div[^>]*data-rule(?:-group)?-id="([^"]*)"[^>]*>/g)].map(m => [m[1], /data-level="([^"]*)"/.exec(m[0])![1], /data-path="([^"]*)"/.exec(m[0])![1]]);
    expect(attrs).toEqual([
      ['root', '0', '[]'],
      ['r1', '1', '[0]'],
      ['g1', '1', '[1]'],
    ]);
  });
});
