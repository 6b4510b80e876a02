import { describe, expect, it } from 'vitest';
import * as lib from 'react-querybuilder';
import { classOf, staticMarkup, validationFields, validationQuery } from './support';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  QueryBuilder,
  defaultValidator,
  formatQuery,
  getValidationClassNames,
  groupInvalidReasons,
  isRuleOrGroupValid,
  isValidationResult,
  standardClassnames,
  type Field,
  type QueryValidator,
  type RuleGroupType,
  type RuleGroupTypeIC,
  type ValidationMap,
  type ValueEditorProps,
} from 'react-querybuilder';

const dv = (q: RuleGroupType | RuleGroupTypeIC) => defaultValidator(q) as ValidationMap;

// Claims of docs/utils/validation.mdx, run against react-querybuilder 8.24.1.

const fields: Field[] = validationFields();
const query: RuleGroupType = validationQuery();

function outerClass(html: string): string {
  return /^<div[^>]*class="([^"]*)"/.exec(html)![1]!;
}
const render = (props: Record<string, unknown>) => staticMarkup(lib, { fields, query, ...props });

describe('utils/validation › defaultValidator', () => {
  it('utils/validation › defaultValidator: an empty group is invalid with reason "empty"', () => {
    expect(dv(query)['g1']).toEqual({ valid: false, reasons: ['empty'] });
  });
  it('utils/validation › defaultValidator: a group with two rules and xor is invalid ("invalid combinator")', () => {
    const q: RuleGroupType = { id: 'root', combinator: 'xor', rules: [
      { id: 'a', field: 'a', operator: '=', value: 1 }, { id: 'b', field: 'b', operator: '=', value: 2 },
    ] };
    expect(dv(q)['root']).toEqual({ valid: false, reasons: ['invalid combinator'] });
  });
  it('utils/validation › defaultValidator: a group with one rule may have any combinator', () => {
    expect(dv({ id: 'root', combinator: 'xor', rules: [{ id: 'a', field: 'a', operator: '=', value: 1 }] })['root']).toBe(true);
  });
  it('utils/validation › defaultValidator: IC rules that do not alternate are "invalid independent combinators"', () => {
    const q = { id: 'root', rules: [{ id: 'a', field: 'a', operator: '=', value: 1 }, { id: 'b', field: 'b', operator: '=', value: 2 }] } as unknown as RuleGroupTypeIC;
    expect(dv(q)['root']).toEqual({ valid: false, reasons: ['invalid independent combinators'] });
  });
  it('utils/validation › defaultValidator: rules are left out of the map', () => {
    expect(Object.keys(dv(query)).sort()).toEqual(['g1', 'root']);
  });
  it('utils/validation › defaultValidator: the reasons are exported as groupInvalidReasons', () => {
    expect(groupInvalidReasons).toEqual({ empty: 'empty', invalidCombinator: 'invalid combinator', invalidIndependentCombinators: 'invalid independent combinators' });
  });
});

describe('utils/validation › How invalid rules and groups show', () => {
  it('utils/validation › How invalid rules show: standardClassnames valid and invalid', () => {
    expect([standardClassnames.valid, standardClassnames.invalid]).toEqual(['queryBuilder-valid', 'queryBuilder-invalid']);
  });
  it('utils/validation › How invalid rules show: a rule with a failing field validator gets queryBuilder-invalid', () => {
    expect(classOf(render({}), 'r1')).toContain('queryBuilder-invalid');
  });
  it('utils/validation › How invalid rules show: a rule without a result gets neither class', () => {
    expect(classOf(render({}), 'r2')).not.toMatch(/queryBuilder-(in)?valid/);
  });
  it('utils/validation › Query validators: groups a map does not list get no validation class', () => {
    const html = render({ validator: () => ({ r2: true }) });
    expect(classOf(html, 'g1')).not.toMatch(/queryBuilder-(in)?valid/);
  });
  it('utils/validation › Query validators: rules a map does not list fall back to their field validator', () => {
    expect(classOf(render({ validator: () => ({ r2: true }) }), 'r1')).toContain('queryBuilder-invalid');
  });
  it('utils/validation › Field validators: an entry in the map wins over the field validator', () => {
    expect(classOf(render({ validator: () => ({ r1: true }) }), 'r1')).toContain('queryBuilder-valid');
  });
  it('utils/validation › Query validators: a boolean marks the outer queryBuilder element', () => {
    expect(outerClass(render({ validator: () => false }))).toContain('queryBuilder-invalid');
  });
  it('utils/validation › How invalid rules show: the classes stay with suppressStandardClassnames', () => {
    const html = render({ validator: () => ({ r2: false }), suppressStandardClassnames: true });
    expect(classOf(html, 'r2')).toBe('queryBuilder-invalid');
  });
  it('utils/validation › How invalid rules show: controlClassnames.invalid reaches the outer element when the validator returns a boolean', () => {
    expect(outerClass(render({ validator: () => false, controlClassnames: { invalid: 'my-invalid' } }))).toContain('my-invalid');
  });
  it('utils/validation › How invalid rules show: controlClassnames.invalid never reaches rules', () => {
    const html = render({ validator: () => ({ r2: false }), controlClassnames: { invalid: 'my-invalid' } });
    expect(html).not.toContain('my-invalid');
  });
  it('utils/validation › How invalid rules show: the validator receives a query whose rules and groups have ids', () => {
    let seen: RuleGroupType | undefined;
    const validator: QueryValidator = q => { seen = q as RuleGroupType; return true; };
    renderToStaticMarkup(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'S' }] }} validator={validator} />);
    expect(typeof seen?.id).toBe('string');
    expect(typeof (seen?.rules[0] as { id?: string }).id).toBe('string');
  });
  it('utils/validation › How invalid rules show: each control receives the result as its validation prop', () => {
    const seen: unknown[] = [];
    const ValueEditorSpy = (props: ValueEditorProps) => { seen.push(props.validation); return null; };
    renderToStaticMarkup(<QueryBuilder fields={[{ name: 'firstName', label: 'F', validator: () => ({ valid: false, reasons: ['x'] }) }]}
      query={{ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: '' }] }} controlElements={{ valueEditor: ValueEditorSpy }} />);
    expect(seen).toEqual([{ valid: false, reasons: ['x'] }]);
  });
});

describe('utils/validation › Validation and export', () => {
  it('utils/validation › Validation and export: the map and field validators leave parts out', () => {
    expect(formatQuery(query, { format: 'sql', fields, validator: defaultValidator })).toBe("(lastName = 'Vai')");
  });
  it('utils/validation › Validation and export: false gives the fallback (1 = 1)', () => {
    expect(formatQuery(query, { format: 'sql', validator: () => false })).toBe('(1 = 1)');
  });
  it('utils/validation › Validation and export: muted rules are always left out', () => {
    expect(formatQuery({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1, muted: true }, { field: 'b', operator: '=', value: 2 }] }, 'sql')).toBe("(b = '2')");
  });
  it('utils/validation › Validation and export: without validator, formatQuery does not call defaultValidator', () => {
    expect(formatQuery({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }, { combinator: 'or', rules: [] }] }, 'sql')).toBe("(a = '1' and (1 = 1))");
  });
});

describe('utils/validation › Helpers', () => {
  const rule = { field: 'firstName', operator: '=', value: 'S' };
  it('utils/validation › Helpers: isRuleOrGroupValid is true without result or validator', () => {
    expect(isRuleOrGroupValid(rule)).toBe(true);
  });
  it('utils/validation › Helpers: isRuleOrGroupValid follows the result', () => {
    expect(isRuleOrGroupValid(rule, { valid: false })).toBe(false);
  });
  it('utils/validation › Helpers: isRuleOrGroupValid falls back to the validator', () => {
    expect(isRuleOrGroupValid(rule, undefined, r => String(r.value).length >= 2)).toBe(false);
  });
  it('utils/validation › Helpers: isRuleOrGroupValid is false for a muted rule', () => {
    expect(isRuleOrGroupValid({ ...rule, muted: true })).toBe(false);
  });
  it('utils/validation › Helpers: isValidationResult', () => {
    expect(isValidationResult({ valid: true, reasons: [] })).toBe(true);
    expect(isValidationResult(true as never)).toBe(false);
  });
  it('utils/validation › Helpers: getValidationClassNames for booleans and results', () => {
    expect([getValidationClassNames(true), getValidationClassNames(false), getValidationClassNames({ valid: false, reasons: ['empty'] })])
      .toEqual(['queryBuilder-valid', 'queryBuilder-invalid', 'queryBuilder-invalid']);
  });
  it('utils/validation › Helpers: getValidationClassNames returns "" for a non-result', () => {
    expect(getValidationClassNames(undefined as never)).toBe('');
    expect(getValidationClassNames(null as never)).toBe('');
  });
});
