import { describe, expect, it } from 'vitest';
import {
  QueryBuilderStateProvider,
  useQueryBuilder,
  useQueryBuilderSetup,
  useStopEventPropagation,
  useValueSelector,
} from 'rqb7';
import { hookCapture } from './hooks.shared';

// Claims of versioned_docs/version-7/utils/hooks.mdx, checked against react-querybuilder 7.7.1
// (rqb7); the page's 8.x statements are covered by utils-hooks.test.tsx.

const capture = hookCapture(QueryBuilderStateProvider);

describe('v7 utils/hooks', () => {
  it('v7 utils/hooks › useQueryBuilder: 7.x throws outside QueryBuilderStateProvider', () => {
    expect(() => capture(() => useQueryBuilder({}))).toThrow(/could not find react-redux context value/);
  });
  it('v7 utils/hooks › useQueryBuilder: 7.x useQueryBuilderSetup does not need the provider', () => {
    expect(() => capture(() => useQueryBuilderSetup({}))).not.toThrow();
  });
  it('v7 utils/hooks › useQueryBuilder: 7.x returns rootGroup and rqbContext too', () => {
    expect(Object.keys(capture(() => useQueryBuilder({}), true)).sort()).toEqual([
      'actions', 'combinatorPropObject', 'dndEnabledAttr', 'inlineCombinatorsAttr', 'queryDisabled',
      'rootGroup', 'rootGroupDisabled', 'rqbContext', 'schema', 'translations', 'wrapperClassName',
    ]);
  });
  it('v7 utils/hooks › useValueSelector: 7.x onChange passes a comma-separated string without listsAsArrays', () => {
    const calls: unknown[] = [];
    capture(() => useValueSelector({ handleOnChange: v => calls.push(v), value: '', multiple: true, listsAsArrays: false })).onChange(['x', 'y']);
    expect(calls).toEqual(['x,y']);
  });
  it('v7 utils/hooks › useStopEventPropagation: 7.x calls preventDefault and stopPropagation', () => {
    const log: unknown[] = [];
    capture(() => useStopEventPropagation(() => log.push('handler')))({ preventDefault: () => log.push('pd'), stopPropagation: () => log.push('sp') } as never);
    expect(log).toEqual(['pd', 'sp', 'handler']);
  });
});
