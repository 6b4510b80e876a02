// @vitest-environment happy-dom
// Claims of docs/tips/adding-removing-query-properties.mdx, run against react-querybuilder 8.24.1.
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { formatQuery, QueryBuilder, transformQuery, update, type RuleGroupType, type RuleType, type ValueEditorProps } from 'react-querybuilder';
import { change, click, q, qa } from './support';

const query = {
  id: 'g',
  path: [],
  combinator: 'and',
  rules: [{ id: 'r', path: [0], field: 'firstName', operator: '=', value: 'Steve', note: 'VIP' }],
} as unknown as RuleGroupType;
const T = 'tips/adding-removing-query-properties › Export ›';

describe('tips/adding-removing-query-properties', () => {
  it(`${T} json_without_ids removes id and path and keeps your properties`, () => {
    expect(JSON.parse(formatQuery(query, 'json_without_ids'))).toEqual({
      combinator: 'and',
      rules: [{ field: 'firstName', operator: '=', value: 'Steve', note: 'VIP' }],
    });
  });

  it(`${T} json keeps id, path and your properties`, () => {
    expect(JSON.parse(formatQuery(query, 'json')).rules[0]).toEqual({ id: 'r', path: [0], field: 'firstName', operator: '=', value: 'Steve', note: 'VIP' });
  });
});

const A = 'tips/adding-removing-query-properties ›';
const fields = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
];
const start = (): RuleGroupType => ({ combinator: 'and', rules: [] });
/** Mounts an uncontrolled builder; returns its container and the last query onQueryChange saw. */
const mount = (props: Record<string, unknown>, defaultQuery: RuleGroupType = start()) => {
  const onQueryChange = vi.fn();
  const { container } = render(<QueryBuilder fields={fields} defaultQuery={defaultQuery} onQueryChange={onQueryChange} {...props} />);
  return { c: container, last: () => onQueryChange.mock.calls.at(-1)![0] as RuleGroupType };
};

describe('tips/adding-removing-query-properties second reading', () => {
  it(`${A} The recipe: onAddRule receives the new rule, the parent path, the query and the context; a returned object is added instead`, () => {
    const onAddRule = vi.fn((rule: RuleType) => ({ ...rule, addedAt: 'now' }));
    const { c, last } = mount({ onAddRule });
    click(q(c, '.ruleGroup-addRule'));
    expect(onAddRule.mock.calls[0]!.length).toBe(4);
    expect((onAddRule.mock.calls[0] as unknown[]).slice(1, 3)).toEqual([[], expect.objectContaining({ combinator: 'and' })]);
    expect(last().rules[0]).toMatchObject({ addedAt: 'now' });
  });

  it(`${A} The recipe: onAddRule returning true adds the original, false cancels`, () => {
    const a = mount({ onAddRule: () => true });
    click(q(a.c, '.ruleGroup-addRule'));
    expect(a.last().rules).toHaveLength(1);
    const b = mount({ onAddRule: () => false }, { combinator: 'and', rules: [] });
    click(q(b.c, '.ruleGroup-addRule'));
    expect(qa(b.c, '.rule')).toHaveLength(0);
  });

  it(`${A} The recipe: a property of your own survives a change of field`, () => {
    const { c, last } = mount({}, { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'x', addedAt: 'then' } as RuleType] });
    change(q(c, '.rule-fields'), 'lastName');
    expect(last().rules[0]).toMatchObject({ field: 'lastName', value: '', addedAt: 'then' });
  });

  it(`${A} The recipe: transformQuery removes keys mapped to false and adds path unless omitPath: true`, () => {
    const src = { combinator: 'and', addedAt: 1, rules: [{ field: 'a', operator: '=', value: 1, addedAt: 2 }] } as unknown as RuleGroupType;
    expect(transformQuery(src, { propertyMap: { addedAt: false }, omitPath: true })).toEqual({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }] });
    expect(transformQuery(src).rules[0]).toMatchObject({ path: [0] });
  });

  it(`${A} Change a property: update accepts any property name`, () => {
    const src: RuleGroupType = { combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }] };
    expect(update(src, 'note', 'VIP', [0]).rules[0]).toMatchObject({ note: 'VIP' });
  });

  it(`${A} Change a property: a control's schema.dispatchQuery replaces the query and calls onQueryChange; getQuery reads it`, () => {
    const NoteEditor = (p: ValueEditorProps) => (
      <button type="button" className="note" onClick={() => p.schema.dispatchQuery(update(p.schema.getQuery()!, 'note', 'VIP', p.path))} />
    );
    const { c, last } = mount({ controlElements: { valueEditor: NoteEditor } }, { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'x' }] });
    click(q(c, '.note'));
    expect(last().rules[0]).toMatchObject({ note: 'VIP' });
  });

  it(`${A} Pitfalls: onAddRule doesn't run for the rule addRuleToNewGroups adds, nor for a cloned rule`, () => {
    const onAddRule = vi.fn(() => true);
    const { c, last } = mount({ onAddRule, addRuleToNewGroups: true, showCloneButtons: true }, { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'x' }] });
    click(q(c, '.ruleGroup-addGroup'));
    click(q(c, '.rule-cloneRule'));
    expect(onAddRule).not.toHaveBeenCalled();
    expect(last().rules).toHaveLength(3);
  });

  it(`${A} Pitfalls: the queries onQueryChange passes are frozen`, () => {
    const { c, last } = mount({});
    click(q(c, '.ruleGroup-addRule'));
    expect(Object.isFrozen(last())).toBe(true);
    expect(Object.isFrozen(last().rules[0])).toBe(true);
  });
});

