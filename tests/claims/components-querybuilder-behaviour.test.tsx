// @vitest-environment happy-dom
// Second reading of docs/components/querybuilder.mdx › Behaviour, run against react-querybuilder 8.24.1.
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilder, standardClassnames as sc, type Field, type RuleGroupType } from 'react-querybuilder';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age', inputType: 'number' },
];
function mount(props: Record<string, unknown>, query: RuleGroupType) {
  const onQueryChange = vi.fn();
  const { container } = render(<QueryBuilder fields={fields} defaultQuery={query} onQueryChange={onQueryChange} {...props} />);
  return { c: container, last: () => onQueryChange.mock.calls.at(-1)![0] as RuleGroupType, onQueryChange };
}
const one = (field: string, operator = '=', value: unknown = ''): RuleGroupType => ({ combinator: 'and', rules: [{ field, operator, value }] });
const typeInto = (c: Element, value: string, index = 0) =>
  act(() => void fireEvent.change(c.querySelectorAll(`.${sc.value}`)[index]!, { target: { value } }));
const ruleValue = (q: RuleGroupType) => (q.rules[0] as { value: unknown }).value;
const T = 'components/querybuilder › Behaviour ›';

describe('components/querybuilder behaviour', () => {
  it(`${T} resetOnFieldChange={false} keeps the operator and value`, () => {
    const { c, last } = mount({ resetOnFieldChange: false }, one('firstName', 'contains', 'Ste'));
    act(() => void fireEvent.change(c.querySelector(`.${sc.fields}`)!, { target: { value: 'age' } }));
    expect(last().rules[0]).toMatchObject({ field: 'age', operator: 'contains', value: 'Ste' });
  });

  it(`${T} resetOnOperatorChange resets the value when the operator changes`, () => {
    const { c, last } = mount({ resetOnOperatorChange: true }, one('firstName', '=', 'Steve'));
    act(() => void fireEvent.change(c.querySelector(`.${sc.operators}`)!, { target: { value: 'contains' } }));
    expect(last().rules[0]).toMatchObject({ operator: 'contains', value: '' });
  });

  it(`${T} autoSelectField={false}: the placeholder option is "------" with value "~", and the rule shows no operator`, () => {
    const { c } = mount({ autoSelectField: false }, one('~'));
    const first = c.querySelector(`.${sc.fields} option`)!;
    expect([first.getAttribute('value'), first.textContent]).toEqual(['~', '------']);
    expect(c.querySelector(`.${sc.operators}`)).toBeNull();
  });

  it(`${T} autoSelectOperator={false}: a new rule starts on the operator placeholder and shows no value editor`, () => {
    const { c, last } = mount({ autoSelectOperator: false }, { combinator: 'and', rules: [] });
    act(() => void fireEvent.click(c.querySelector(`.${sc.addRule}`)!));
    expect((last().rules[0] as { operator: string }).operator).toBe('~');
    expect(c.querySelector(`.${sc.value}`)).toBeNull();
  });

  it(`${T} addRuleToNewGroups: a new group gets one rule`, () => {
    const { c, last } = mount({ addRuleToNewGroups: true }, { combinator: 'and', rules: [] });
    act(() => void fireEvent.click(c.querySelector(`.${sc.addGroup}`)!));
    expect((last().rules[0] as RuleGroupType).rules).toHaveLength(1);
  });

  it(`${T} addRuleToNewGroups: without query or defaultQuery, the root starts with one rule`, () => {
    const onQueryChange = vi.fn();
    render(<QueryBuilder fields={fields} addRuleToNewGroups onQueryChange={onQueryChange} />);
    expect((onQueryChange.mock.calls[0]![0] as RuleGroupType).rules).toHaveLength(1);
  });

  it(`${T} listsAsArrays: the between editors store an array`, () => {
    const { c, last } = mount({ listsAsArrays: true }, one('age', 'between', ['20', '30']));
    act(() => void fireEvent.change(c.querySelectorAll(`.${sc.value} input`)[1]!, { target: { value: '40' } }));
    expect(ruleValue(last())).toEqual(['20', '40']);
  });

  it(`${T} parseNumbers true: "12" is stored as 12`, () => {
    const { c, last } = mount({ parseNumbers: true }, one('firstName'));
    typeInto(c, '12');
    expect(ruleValue(last())).toBe(12);
  });

  it(`${T} parseNumbers 'strict': "12abc" stays a string`, () => {
    const { c, last } = mount({ parseNumbers: 'strict' }, one('firstName'));
    typeInto(c, '12abc');
    expect(ruleValue(last())).toBe('12abc');
  });

  it(`${T} parseNumbers 'enhanced': "12abc" is stored as 12`, () => {
    const { c, last } = mount({ parseNumbers: 'enhanced' }, one('firstName'));
    typeInto(c, '12abc');
    expect(ruleValue(last())).toBe(12);
  });

  it(`${T} parseNumbers 'enhanced': "abc" stays the original string`, () => {
    const { c, last } = mount({ parseNumbers: 'enhanced' }, one('firstName'));
    typeInto(c, 'abc');
    expect(ruleValue(last())).toBe('abc');
  });

  it(`${T} parseNumbers 'native': "abc" becomes NaN`, () => {
    const { c, last } = mount({ parseNumbers: 'native' }, one('firstName'));
    typeInto(c, 'abc');
    expect(ruleValue(last())).toBeNaN();
  });

  it(`${T} parseNumbers 'strict-limited': 42 in an Age rule is a number`, () => {
    const { c, last } = mount({ parseNumbers: 'strict-limited' }, one('age'));
    typeInto(c, '42');
    expect(ruleValue(last())).toBe(42);
  });

  it(`${T} parseNumbers 'strict-limited': 42 in a First name rule stays "42"`, () => {
    const { c, last } = mount({ parseNumbers: 'strict-limited' }, one('firstName'));
    typeInto(c, '42');
    expect(ruleValue(last())).toBe('42');
  });
});
