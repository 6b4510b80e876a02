import { describe, expect, it } from 'vitest';
import { add as add7, findPath as findPath7, insert as insert7, move as move7, toFullOption as toFullOption7, uniqOptGroups as uniqOptGroups7, type RuleGroupType as RuleGroupType7, type RuleGroupTypeIC as RuleGroupTypeIC7 } from 'rqb7';
import { findPath } from 'react-querybuilder';

// Claims of versioned_docs/version-7/utils/misc.mdx: 7.x behaviour against react-querybuilder
// 7.7.1 (rqb7), and what the page says of 8.x against 8.24.1.

const makeQuery = (): RuleGroupType7 => ({
  id: 'root',
  combinator: 'and',
  rules: [
    { id: 'r1', field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { id: 'g1', combinator: 'or', rules: [{ id: 'r2', field: 'instrument', operator: '=', value: 'guitar' }] },
  ],
});

describe('v7 utils/misc › Paths and ids', () => {
  it('v7 utils/misc › findPath: 7.x returns the rule a path runs through', () => {
    expect(findPath7([0, 0], makeQuery())).toMatchObject({ id: 'r1' });
  });
  it('v7 utils/misc › findPath: 8.x returns null for a path through a rule', () => {
    expect(findPath([0, 0], makeQuery())).toBeNull();
  });
  it('v7 utils/misc › findPath: undefined past the end in 7.x', () => {
    expect(findPath7([5], makeQuery())).toBeUndefined();
  });
});

describe('v7 utils/misc › Query tools', () => {
  it('v7 utils/misc › Query tools: 7.x results are frozen', () => {
    expect(Object.isFrozen(add7(makeQuery(), { field: 'a', operator: '=', value: 1 }, []))).toBe(true);
  });
  it('v7 utils/misc › Query tools: in 7.x the parts shared with the input are frozen in the input too', () => {
    const q = makeQuery();
    add7(q, { field: 'a', operator: '=', value: 1 }, []);
    expect(Object.isFrozen(q.rules[0])).toBe(true);
    expect(q.rules).toHaveLength(2);
  });
  it('v7 utils/misc › move: in 7.x, to the path just after itself gives a new, equal object', () => {
    const q = makeQuery();
    const result = move7(q, [0], [1]);
    expect(result).not.toBe(q);
    expect(result).toEqual(q);
  });
  it('v7 utils/misc › move: in 7.x, to its own path returns the query passed', () => {
    const q = makeQuery();
    expect(move7(q, [0], [0])).toBe(q);
  });
  const ic: RuleGroupTypeIC7 = { id: 'root', rules: [{ id: 'a', field: 'a', operator: '=', value: 1 }, 'and', { id: 'b', field: 'b', operator: '=', value: 2 }] };
  const icIds = (q: RuleGroupTypeIC7) => q.rules.map(r => (typeof r === 'string' ? r : r.id));
  it('v7 utils/misc › insert: in 7.x combinatorSucceeding is ignored for an object without path', () => {
    expect(icIds(insert7(ic, { field: 'n', operator: '=', value: 0 }, [0], { combinatorSucceeding: 'xor', idGenerator: () => 'n' }))).toEqual(['n', 'and', 'a', 'and', 'b']);
  });
  it('v7 utils/misc › insert: in 7.x combinatorSucceeding applies when the object has a path ending in 0', () => {
    expect(icIds(insert7(ic, { field: 'n', operator: '=', value: 0, path: [0] }, [0], { combinatorSucceeding: 'xor', idGenerator: () => 'n' }))).toEqual(['n', 'xor', 'a', 'and', 'b']);
  });
  it('v7 utils/misc › insert: in 7.x combinatorPreceding sets the combinator before the item', () => {
    expect(icIds(insert7(ic, { field: 'n', operator: '=', value: 0 }, [2], { combinatorPreceding: 'or', idGenerator: () => 'n' }))).toEqual(['a', 'or', 'n', 'and', 'b']);
  });
});

describe('v7 utils/misc › Option lists', () => {
  it('v7 utils/misc › Option lists: 7.x toFullOption keeps differing name and value', () => {
    expect(toFullOption7({ name: 'a', value: 'b', label: 'L' })).toEqual({ name: 'a', value: 'b', label: 'L' });
  });
  it('v7 utils/misc › Option lists: 7.x uniqOptGroups drops a repeated label with its options', () => {
    expect(uniqOptGroups7([{ label: 'G', options: [{ name: 'a', label: 'A' }] }, { label: 'G', options: [{ name: 'b', label: 'B' }] }]))
      .toEqual([{ label: 'G', options: [{ name: 'a', value: 'a', label: 'A' }] }]);
  });
});

describe('v7 utils/misc › Since v8', () => {
  it('v7 utils/misc › Since v8: 7.x lacks findID, getPathOfID, pathIsDisabledByPaths, group, ungroup, the InPlace tools, QueryManager, clsx, lc', async () => {
    const rqb7 = (await import('rqb7')) as Record<string, unknown>;
    const names = ['findID', 'getPathOfID', 'pathIsDisabledByPaths', 'group', 'ungroup', 'addInPlace', 'uuidV4regex', 'createRule', 'createRuleGroup', 'isRuleType', 'isFullOptionArray', 'isFlexibleOptionArray', 'lc', 'clsx', 'QueryManager'];
    expect(names.filter(n => rqb7[n] !== undefined)).toEqual([]);
  });
  it('v7 utils/misc › Since v8: 7.x query tools take paths only (an id does nothing)', async () => {
    const { remove } = await import('rqb7');
    const q = makeQuery();
    expect(remove(q, 'r1' as never)).toBe(q);
  });
  it('v7 utils/misc › Since v8: 7.x ignores freeze: false', () => {
    expect(Object.isFrozen(add7(makeQuery(), { field: 'a', operator: '=', value: 1 }, [], { freeze: false } as never))).toBe(true);
  });
});
