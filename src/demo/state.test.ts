import { describe, expect, it } from 'vitest';
import { isRuleGroupTypeIC, prepareRuleGroup } from 'react-querybuilder';
import { defaultOptions } from './options';
import {
  createDefaultState,
  isWellFormedQuery,
  parseState,
  selectAllOptions,
  serializableState,
  setOption,
  stripIds,
  withPathIds,
} from './state';

describe('demo state', () => {
  it('converts the query when independent combinators are switched on and off', () => {
    const on = setOption(createDefaultState(), 'independentCombinators', true);
    expect(isRuleGroupTypeIC(on.query)).toBe(true);
    const off = setOption(on, 'independentCombinators', false);
    expect(isRuleGroupTypeIC(off.query)).toBe(false);
    expect(off.query).toEqual(createDefaultState().query);
  });

  it('stores only changed options and drops ids', () => {
    const state = { ...setOption(createDefaultState(), 'disabled', true), query: prepareRuleGroup(createDefaultState().query) };
    const stored = serializableState(state);
    expect(stored.options).toEqual({ disabled: true });
    expect(JSON.stringify(stored)).not.toContain('"id"');
    expect(stored).not.toHaveProperty('format');
  });

  it('keeps the option in step with the shape of a stored query', () => {
    const state = parseState({ options: { independentCombinators: true }, query: { combinator: 'and', rules: [] } });
    expect(state && isRuleGroupTypeIC(state.query)).toBe(true);
  });

  it('accepts independent-combinator groups and rejects misplaced combinators', () => {
    const rule = { field: 'age', operator: '>', value: 3 };
    expect(isWellFormedQuery({ rules: [rule, 'and', rule] })).toBe(true);
    expect(isWellFormedQuery({ rules: [rule, rule] })).toBe(false);
    expect(isWellFormedQuery({ combinator: 'and', rules: [rule, 'and'] })).toBe(false);
    expect(isWellFormedQuery({ combinator: 'and', rules: [{ ...rule, value: { nested: true } }] })).toBe(false);
  });

  it('strips ids at every depth', () => {
    const query = prepareRuleGroup({ combinator: 'and', rules: [{ combinator: 'or', rules: [{ field: 'a', operator: '=', value: 1 }] }] });
    expect(JSON.stringify(stripIds(query))).not.toContain('"id"');
  });

  it('"Select all" turns every option on, converting the query for independent combinators', () => {
    const all = selectAllOptions(createDefaultState());
    expect(Object.values(all.options).every(Boolean)).toBe(true);
    expect(Object.keys(all.options)).toEqual(Object.keys(defaultOptions));
    expect(isRuleGroupTypeIC(all.query)).toBe(true);
  });

  it('stores the natural-language language only when it is not English, and rejects unknown ones', () => {
    expect(serializableState(createDefaultState())).not.toHaveProperty('nlLanguage');
    expect(serializableState({ ...createDefaultState(), nlLanguage: 'de' })).toMatchObject({ nlLanguage: 'de' });
    const query = createDefaultState().query;
    expect(parseState({ query })?.nlLanguage).toBe('en');
    expect(parseState({ query, nlLanguage: 'ja' })?.nlLanguage).toBe('ja');
    expect(parseState({ query, nlLanguage: 'xx' })).toBeNull();
  });
  it('gives the default query fixed ids from each place in the tree, the same every time', () => {
    const { query } = createDefaultState();
    expect(query.id).toBe('demo');
    expect(query.rules.map(rule => (typeof rule === 'string' ? rule : rule.id))).toEqual([
      'demo-0',
      'demo-1',
      'demo-2',
      'demo-3',
      'demo-4',
    ]);
    const group = query.rules[3] as { rules: Array<{ id?: string }> };
    expect(group.rules.map(rule => rule.id)).toEqual(['demo-3-0', 'demo-3-1']);
    expect(createDefaultState().query).toEqual(query);
  });

  it('keeps the fixed ids as they are when the builder prepares the query', () => {
    const { query } = createDefaultState();
    expect(prepareRuleGroup(query)).toBe(query);
  });

  it('numbers an independent-combinator query past its combinator strings', () => {
    const rule = { field: 'age', operator: '>', value: 3 };
    const query = withPathIds({ rules: [rule, 'and', { rules: [rule] }] });
    expect(query.rules).toEqual([{ ...rule, id: 'demo-0' }, 'and', { id: 'demo-2', rules: [{ ...rule, id: 'demo-2-0' }] }]);
  });
});
