// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { formatQuery, QueryBuilder, type Field, type RuleGroupType, type RuleType } from 'react-querybuilder';
import { instrumentsField } from './support';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'nicknames', label: 'Nicknames', matchModes: true },
  instrumentsField(),
];
const sub = (field: string, match: RuleType['match'], rules: RuleType[]): RuleType => ({
  field,
  operator: '=',
  ...(match ? { match } : {}),
  value: { combinator: 'and', rules },
});
const q = (...rules: RuleType[]): RuleGroupType => ({ combinator: 'and', rules });

/**
 * Renders a query whose one rule is a `some` subquery of `field`, adds a rule inside the subquery
 * with its "+ Rule" button, and returns that rule's element and (as the query now reads) its rule.
 */
function addRuleInSubquery(field: string) {
  let query: RuleGroupType | undefined;
  const { container } = render(<QueryBuilder fields={fields} defaultQuery={q(sub(field, { mode: 'some' }, []))} onQueryChange={x => (query = x)} />);
  fireEvent.click(screen.getAllByTestId('add-rule')[1]!);
  const nested = container.querySelector('.rule .ruleGroup-body .rule')!;
  const subRule = () => ((query!.rules[0] as RuleType).value as RuleGroupType).rules[0];
  return { nested, subRule };
}

describe('tips/subqueries', () => {
  it('tips/subqueries › The recipe: the subquery of a field with subproperties offers them as its fields', () => {
    const { nested, subRule } = addRuleInSubquery('instruments');
    expect(Array.from(nested.querySelector('select.rule-fields')!.querySelectorAll('option')).map(o => o.value)).toEqual(['name', 'years']);
    expect(subRule()).toMatchObject({ field: 'name' });
  });

  it('tips/subqueries › The recipe: without subproperties, subquery rules have field "" and no field selector', () => {
    const { nested, subRule } = addRuleInSubquery('nicknames');
    expect(nested.querySelector('.rule-fields')).toBeNull();
    expect(subRule()).toMatchObject({ field: '' });
  });

  it('tips/subqueries › The query shape: a threshold below 1 is a fraction of the elements', () => {
    const out = formatQuery(q(sub('instruments', { mode: 'atMost', threshold: 0.5 }, [{ field: 'name', operator: '=', value: 'piano' }])), 'natural_language');
    expect(out).toBe("(at most 50% of the items in instruments name is 'piano')");
  });

  it('tips/subqueries › Export formats: CEL uses filter/size for atLeast and !exists for none', () => {
    const query = q(
      sub('instruments', { mode: 'atLeast', threshold: 2 }, [{ field: 'years', operator: '>', value: 5 }]),
      sub('nicknames', { mode: 'none' }, [{ field: '', operator: 'beginsWith', value: 'B' }])
    );
    expect(formatQuery(query, 'cel')).toBe(
      'instruments.filter(elem_alias, elem_alias.years > 5).size() >= 2 && !nicknames.exists(elem_alias, elem_alias.startsWith("B"))'
    );
  });

  it('tips/subqueries › Export formats: the postgresql preset uses unnest; the default SQL leaves the rule out', () => {
    const query = q(sub('nicknames', { mode: 'some' }, [{ field: '', operator: 'beginsWith', value: 'B' }]));
    expect(formatQuery(query, { format: 'sql', preset: 'postgresql' })).toContain('unnest("nicknames")');
    expect(formatQuery(query, 'sql')).toBe('(1 = 1)');
    expect(formatQuery({ combinator: 'and', rules: [] }, 'sql')).toBe('(1 = 1)');
  });

  it('tips/subqueries › Variations: getSubQueryBuilderProps gives the subquery its own operators', () => {
    const { container } = render(
      <QueryBuilder
        fields={fields}
        getSubQueryBuilderProps={() => ({ operators: [{ name: '=', label: 'is' }, { name: 'beginsWith', label: 'starts with' }] })}
        defaultQuery={q(sub('nicknames', { mode: 'some' }, [{ field: '', operator: '=', value: 'Bo' }]))}
      />
    );
    const nestedOps = container.querySelector('.rule .ruleGroup-body .rule .rule-operators')!;
    expect(Array.from(nestedOps.querySelectorAll('option')).map(o => o.textContent)).toEqual(['is', 'starts with']);
  });

  it('tips/subqueries › Pitfalls: choosing a field without match modes removes match and resets the value', () => {
    let query: RuleGroupType | undefined;
    const { container } = render(
      <QueryBuilder fields={fields} defaultQuery={q(sub('nicknames', { mode: 'some' }, []))} onQueryChange={x => (query = x)} />
    );
    fireEvent.change(container.querySelector('.rule-fields')!, { target: { value: 'firstName' } });
    const rule = query!.rules[0] as RuleType;
    expect(rule.match).toBeUndefined();
    expect(rule.value).toBe('');
  });

  it('tips/subqueries › Pitfalls: a rule without match exports its value as an ordinary value', () => {
    expect(formatQuery(q(sub('instruments', undefined, [{ field: 'name', operator: '=', value: 'piano' }])), 'cel')).toBe(
      'instruments == "[object Object]"'
    );
  });

  it('tips/subqueries › Pitfalls: a negative threshold leaves the rule out of the export', () => {
    expect(formatQuery(q(sub('instruments', { mode: 'atLeast', threshold: -1 }, [{ field: 'name', operator: '=', value: 'piano' }])), 'cel')).toBe('1 == 1');
  });
});
