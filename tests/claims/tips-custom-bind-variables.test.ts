// Claims of docs/tips/custom-bind-variables.mdx, run against react-querybuilder 8.24.1.
import { describe, expect, it } from 'vitest';
import * as lib from 'react-querybuilder';
import { formatQuery } from 'react-querybuilder';
import type { RuleGroupType } from 'react-querybuilder';
import { customBindVariablesClaims } from './support';

const P = 'tips/custom-bind-variables ›';

describe('tips/custom-bind-variables', () => {
  customBindVariablesClaims(lib, P);

  const pq: RuleGroupType = {
    combinator: 'and',
    rules: [
      { field: 'age', operator: '>=', value: 'minAge', valueSource: 'parameter' },
      { field: 'a', operator: '=', value: 1 },
    ],
  };

  it(`${P} Let users choose a named parameter: the named format emits the parameter's placeholder with a null value`, () => {
    expect(formatQuery(pq, 'parameterized_named')).toEqual({ sql: '(age >= :minAge and a = :a_1)', params: { minAge: null, a_1: 1 } });
  });

  it(`${P} Let users choose a named parameter: with getParameters, a rule naming an unknown parameter is left out as invalid`, () => {
    const known = () => [{ name: 'minAge', value: 'minAge', label: 'Minimum age' }];
    const other = () => [{ name: 'other', value: 'other', label: 'Other' }];
    expect(formatQuery(pq, { format: 'parameterized_named', getParameters: known }).sql).toBe('(age >= :minAge and a = :a_1)');
    expect(formatQuery(pq, { format: 'parameterized_named', getParameters: other })).toEqual({ sql: '(a = :a_1)', params: { a_1: 1 } });
  });

  it(`${P} Pitfalls: with parameterized, a parameter rule writes a named placeholder and adds nothing to params`, () => {
    expect(formatQuery(pq, 'parameterized')).toEqual({ sql: '(age >= :minAge and a = ?)', params: [1] });
  });
});
