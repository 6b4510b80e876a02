import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  QueryBuilder,
  QueryBuilderStateProvider,
  getQuerySelectorById,
  useQueryBuilder,
  useQueryBuilderQuery,
  useQueryBuilderSelector,
  useQueryBuilderSetup,
  useQueryManager,
  useRule,
  useSelectElementChangeHandler,
  useStopEventPropagation,
  useValueEditor,
  useValueSelector,
  type RuleGroupType,
  type RuleProps,
  type ValueEditorProps,
} from 'react-querybuilder';
import { DEFAULT_CACHE_TTL } from 'react-querybuilder/async';
import { defaultQueryBuilderHistoryContext, useQueryBuilderHistory } from 'react-querybuilder/history';
import { hookCapture } from './hooks.shared';

// Claims of docs/utils/hooks.mdx, run against react-querybuilder 8.24.1.

const reduxError = /could not find react-redux context value/;
const fields = [{ name: 'firstName', label: 'First name' }];
const query: RuleGroupType = { id: 'root', combinator: 'and', rules: [{ id: 'r1', field: 'firstName', operator: '=', value: 'Steve' }] };
const capture = hookCapture(QueryBuilderStateProvider);

describe('utils/hooks › state hooks and the provider', () => {
  it('utils/hooks › useQueryBuilderSelector: without QueryBuilderStateProvider it throws the react-redux error', () => {
    expect(() => capture(() => useQueryBuilderSelector(getQuerySelectorById('x')))).toThrow(reduxError);
  });
  it('utils/hooks › useQueryBuilderSelector: no query for a qbId that has not mounted', () => {
    expect(capture(() => useQueryBuilderSelector(getQuerySelectorById('nobody')), true)).toBeUndefined();
  });
  it('utils/hooks › useQueryBuilderQuery: outside a query builder and provider it throws', () => {
    expect(() => capture(() => useQueryBuilderQuery())).toThrow(reduxError);
  });
  it('utils/hooks › useQueryBuilderQuery: a control element gets the whole query', () => {
    let seen: RuleGroupType | undefined;
    const Remove = () => { seen = useQueryBuilderQuery() as RuleGroupType; return null; };
    renderToStaticMarkup(<QueryBuilder fields={fields} query={query} controlElements={{ removeRuleAction: Remove }} />);
    expect(seen?.rules).toHaveLength(1);
    expect(seen?.id).toBe('root');
  });
  it('utils/hooks › useQueryBuilder: throws outside QueryBuilderStateProvider', () => {
    expect(() => capture(() => useQueryBuilder({}))).toThrow(reduxError);
  });
  it('utils/hooks › useQueryBuilder: useQueryBuilderSetup throws outside QueryBuilderStateProvider', () => {
    expect(() => capture(() => useQueryBuilderSetup({}))).toThrow(reduxError);
  });
  it('utils/hooks › useQueryBuilder: returns schema, actions, rootGroup, translations, wrapperClassName, rqbContext and flags', () => {
    expect(Object.keys(capture(() => useQueryBuilder({}), true)).sort()).toEqual([
      'actions', 'combinatorPropObject', 'dndEnabledAttr', 'inlineCombinatorsAttr', 'queryDisabled',
      'rootGroup', 'rootGroupDisabled', 'rqbContext', 'schema', 'translations', 'wrapperClassName',
    ]);
  });
  it('utils/hooks › useQueryBuilder: rootGroup is the query', () => {
    expect(capture(() => useQueryBuilder({ query }), true).rootGroup).toMatchObject({ id: 'root', rules: [{ id: 'r1' }] });
  });
});

describe('utils/hooks › component hooks', () => {
  it('utils/hooks › useRule: returns the validation result, class names and handlers', () => {
    let result: ReturnType<typeof useRule> | undefined;
    const Rule = (props: RuleProps) => { result = useRule(props); return null; };
    renderToStaticMarkup(<QueryBuilder fields={[{ name: 'firstName', label: 'F', validator: () => false }]} query={query} controlElements={{ rule: Rule }} />);
    expect(result?.validationResult).toBe(false);
    expect(result?.outerClassName).toContain('rule');
    expect([typeof result?.onChangeField, typeof result?.onChangeValue, typeof result?.cloneRule, typeof result?.removeRule]).toEqual(['function', 'function', 'function', 'function']);
  });
  it('utils/hooks › useValueEditor: returns the documented helpers', () => {
    let result: ReturnType<typeof useValueEditor> | undefined;
    const Editor = (props: ValueEditorProps) => { result = useValueEditor(props); return null; };
    renderToStaticMarkup(<QueryBuilder fields={fields} query={{ combinator: 'and', rules: [{ field: 'firstName', operator: 'between', value: 'a,b' }] }} controlElements={{ valueEditor: Editor }} />);
    expect(result?.valueAsArray).toEqual(['a', 'b']);
    expect(Object.keys(result ?? {})).toEqual(expect.arrayContaining(['valueAsArray', 'multiValueHandler', 'bigIntValueHandler', 'parseNumberMethod', 'valueListItemClassName', 'inputTypeCoerced']));
  });
  it('utils/hooks › useValueSelector: val is an array when multiple', () => {
    expect(capture(() => useValueSelector({ handleOnChange: () => {}, value: 'a,b', multiple: true, listsAsArrays: false })).val).toEqual(['a', 'b']);
  });
  it('utils/hooks › useValueSelector: onChange passes a comma-separated string without listsAsArrays', () => {
    const calls: unknown[] = [];
    capture(() => useValueSelector({ handleOnChange: v => calls.push(v), value: '', multiple: true, listsAsArrays: false })).onChange(['x', 'y']);
    expect(calls).toEqual(['x,y']);
  });
  it('utils/hooks › useValueSelector: onChange passes an array with listsAsArrays', () => {
    const calls: unknown[] = [];
    capture(() => useValueSelector({ handleOnChange: v => calls.push(v), value: [] as never, multiple: true, listsAsArrays: true })).onChange(['x', 'y']);
    expect(calls).toEqual([['x', 'y']]);
  });
  it('utils/hooks › useSelectElementChangeHandler: with multiple, the array of selected values', () => {
    const calls: unknown[] = [];
    const handler = capture(() => useSelectElementChangeHandler({ onChange: v => calls.push(v), multiple: true }));
    handler({ target: { selectedOptions: [{ value: 'a' }, { value: 'b' }], value: 'a' } } as never);
    expect(calls).toEqual([['a', 'b']]);
  });
  it('utils/hooks › useSelectElementChangeHandler: without multiple, the selected value', () => {
    const calls: unknown[] = [];
    capture(() => useSelectElementChangeHandler({ onChange: v => calls.push(v) }))({ target: { value: 'a' } } as never);
    expect(calls).toEqual(['a']);
  });
  it('utils/hooks › useStopEventPropagation: calls preventDefault and stopPropagation and forwards context', () => {
    const log: unknown[] = [];
    const wrapped = capture(() => useStopEventPropagation((_e?: unknown, context?: unknown) => log.push(['handler', context])));
    wrapped({ preventDefault: () => log.push('preventDefault'), stopPropagation: () => log.push('stopPropagation') } as never, 'CTX');
    expect(log).toEqual(['preventDefault', 'stopPropagation', ['handler', 'CTX']]);
  });
});

describe('utils/hooks › entry-point hooks', () => {
  it('utils/hooks › useQueryBuilderHistory: works outside the query builder and its provider', () => {
    expect(Object.keys(capture(() => useQueryBuilderHistory('musicians'))).sort()).toEqual(['canRedo', 'canUndo', 'clear', 'future', 'past', 'redo', 'undo']);
  });
  it('utils/hooks › useQueryBuilderHistory: maxHistory defaults to 50 and coalesceMs to 500', () => {
    expect(defaultQueryBuilderHistoryContext).toMatchObject({ maxHistory: 50, coalesceMs: 500 });
  });
  it('utils/hooks › useAsyncOptionList: cacheTTL defaults to 30 minutes', () => {
    expect(DEFAULT_CACHE_TTL).toBe(30 * 60 * 1000);
  });
  it('utils/hooks › useQueryManager: returns [query, manager] with reconfigure', () => {
    const [q, manager] = capture(() => useQueryManager<RuleGroupType>({ combinator: 'and', rules: [] }, { fields }));
    expect(q).toMatchObject({ combinator: 'and', rules: [] });
    expect(typeof manager.reconfigure).toBe('function');
    expect(manager.format('sql')).toBe('(1 = 1)');
  });
});
