import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import { classOf, staticMarkup, validationFields, validationQuery, type Lib } from './support';
import { defaultValidator, formatQuery, getValidationClassNames, isRuleOrGroupValid, type Field, type RuleGroupType, type ValidationMap } from 'rqb7';

// Claims of versioned_docs/version-7/utils/validation.mdx, checked against react-querybuilder
// 7.7.1 (rqb7); the page's 8.x statements are covered by utils-validation.test.tsx.

const fields = validationFields() as unknown as Field[];
const query = validationQuery() as unknown as RuleGroupType;
const render = (props: Record<string, unknown>) => staticMarkup(rqb7 as unknown as Lib, { fields, query, ...props });

describe('v7 utils/validation', () => {
  it('v7 utils/validation › defaultValidator: empty group has reason "empty" in 7.x', () => {
    expect((defaultValidator(query) as ValidationMap)['g1']).toEqual({ valid: false, reasons: ['empty'] });
  });
  it('v7 utils/validation › Field validators: in 7.x a map entry wins over the field validator', () => {
    expect(classOf(render({ validator: () => ({ r1: true }) }), 'r1')).toContain('queryBuilder-valid');
  });
  it('v7 utils/validation › How invalid rules show: in 7.x the classes stay with suppressStandardClassnames', () => {
    expect(classOf(render({ validator: () => ({ r2: false }), suppressStandardClassnames: true }), 'r2')).toBe('queryBuilder-invalid');
  });
  it('v7 utils/validation › How invalid rules show: in 7.x controlClassnames.invalid never reaches rules', () => {
    expect(render({ validator: () => ({ r2: false }), controlClassnames: { invalid: 'my-invalid' } })).not.toContain('my-invalid');
  });
  it('v7 utils/validation › How invalid rules show: in 7.x controlClassnames.invalid reaches the outer element with a boolean', () => {
    expect(/^<div[^>]*class="([^"]*)"/.exec(render({ validator: () => false, controlClassnames: { invalid: 'my-invalid' } }))![1]).toContain('my-invalid');
  });
  it('v7 utils/validation › Helpers: 7.x getValidationClassNames returns "" for a non-result', () => {
    expect(getValidationClassNames(undefined as never)).toBe('');
  });
  it('v7 utils/validation › Helpers: 7.x isRuleOrGroupValid falls back to the validator', () => {
    expect(isRuleOrGroupValid({ field: 'f', operator: '=', value: 'S' }, undefined, r => String(r.value).length >= 2)).toBe(false);
  });
  it('v7 utils/validation › Validation and export: 7.x leaves invalid parts out', () => {
    expect(formatQuery(query, { format: 'sql', fields, validator: defaultValidator })).toBe("(lastName = 'Vai')");
  });
});
