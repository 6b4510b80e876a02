import { describe, expect, it } from 'vitest';
import {
  add,
  convertFromIC,
  convertToIC,
  exceedsMaxLevels,
  findID,
  findPath,
  generateID,
  getCommonAncestorPath,
  getParentPath,
  getPathOfID,
  group,
  insert,
  isAncestor,
  isRuleGroup,
  isRuleGroupType,
  isRuleGroupTypeIC,
  isRuleType,
  joinWith,
  move,
  parseNumber,
  prepareRuleGroup,
  QueryManager,
  remove,
  splitBy,
  toArray,
  toFullOption,
  transformQuery,
  ungroup,
  uniqByName,
  uniqOptGroups,
  update,
  uuidV4regex,
  type AbortInfo,
  type RuleGroupType,
  type RuleGroupTypeIC,
} from 'react-querybuilder';

// Claims of docs/utils/misc.mdx, run against react-querybuilder 8.24.1.

const makeQuery = (): RuleGroupType => ({
  id: 'root',
  combinator: 'and',
  rules: [
    { id: 'r1', field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { id: 'g1', combinator: 'or', rules: [{ id: 'r2', field: 'instrument', operator: '=', value: 'guitar' }] },
  ],
});
const ids = (q: RuleGroupType) => q.rules.map(r => ('id' in r ? r.id : r));

describe('utils/misc › Paths and ids', () => {
  it('utils/misc › Paths and ids: findPath returns undefined when the last index is out of range', () => {
    expect(findPath([5], makeQuery())).toBeUndefined();
  });
  it('utils/misc › Paths and ids: findPath returns null when the path runs through a rule', () => {
    expect(findPath([0, 0], makeQuery())).toBeNull();
  });
  it('utils/misc › Paths and ids: findPath returns null when the path runs through a missing group', () => {
    expect(findPath([3, 0], makeQuery())).toBeNull();
  });
  it('utils/misc › Paths and ids: findID and getPathOfID return null for an unknown id', () => {
    expect(findID('nope', makeQuery())).toBeNull();
    expect(getPathOfID('nope', makeQuery())).toBeNull();
  });
  it('utils/misc › Paths and ids: getPathOfID, getParentPath, getCommonAncestorPath', () => {
    expect(getPathOfID('r2', makeQuery())).toEqual([1, 0]);
    expect(getParentPath([1, 0])).toEqual([1]);
    expect(getCommonAncestorPath([1, 0], [1, 1])).toEqual([1]);
  });
  it('utils/misc › Paths and ids: isAncestor is strict', () => {
    expect(isAncestor([1], [1, 0])).toBe(true);
    expect(isAncestor([1], [1])).toBe(false);
  });
  it('utils/misc › Paths and ids: insert with an id does nothing and reports parent-not-found', () => {
    const q = makeQuery();
    const aborts: AbortInfo[] = [];
    expect(insert(q, { field: 'x', operator: '=', value: 1 }, 'g1' as never, { onAbort: i => aborts.push(i) })).toBe(q);
    expect(aborts.map(a => a.reason)).toEqual(['parent-not-found']);
  });
  it('utils/misc › Paths and ids: move to an id does nothing and reports same-location', () => {
    const q = makeQuery();
    const aborts: AbortInfo[] = [];
    expect(move(q, 'g1', 'r1' as never, { onAbort: i => aborts.push(i) })).toBe(q);
    expect(aborts.map(a => a.reason)).toEqual(['same-location']);
  });
  it('utils/misc › Paths and ids: other tools accept an id', () => {
    expect(ids(remove(makeQuery(), 'r1'))).toEqual(['g1']);
  });
});

describe('utils/misc › Query tools', () => {
  it('utils/misc › Query tools: the result is frozen', () => {
    expect(Object.isFrozen(add(makeQuery(), { field: 'a', operator: '=', value: 1 }, []))).toBe(true);
  });
  it('utils/misc › Query tools: the input is not changed in content', () => {
    const q = makeQuery();
    add(q, { field: 'a', operator: '=', value: 1 }, []);
    expect(q.rules).toHaveLength(2);
  });
  it('utils/misc › Query tools: the parts shared with the input are frozen in the input too', () => {
    const q = makeQuery();
    add(q, { field: 'a', operator: '=', value: 1 }, []);
    expect(Object.isFrozen(q.rules[0])).toBe(true);
  });
  it('utils/misc › Query tools: freeze: false leaves the result and a fresh input unfrozen', () => {
    const q = makeQuery();
    const result = add(q, { field: 'a', operator: '=', value: 1 }, [], { freeze: false });
    expect(Object.isFrozen(result)).toBe(false);
    expect(Object.isFrozen(result.rules[0])).toBe(false);
    expect(Object.isFrozen(q.rules[0])).toBe(false);
  });
  it('utils/misc › Query tools: with a frozen input, freeze: false still returns frozen shared parts', () => {
    const frozen = add(makeQuery(), { field: 'b', operator: '=', value: 1 }, []);
    const result = add(frozen, { field: 'a', operator: '=', value: 1 }, [], { freeze: false });
    expect(Object.isFrozen(result)).toBe(false);
    expect(Object.isFrozen(result.rules[0])).toBe(true);
  });
  it('utils/misc › add: appends and uses idGenerator', () => {
    const result = add(makeQuery(), { field: 'instrument', operator: '=', value: 'piano' }, 'g1', { idGenerator: () => 'r3' });
    expect((result.rules[1] as RuleGroupType).rules.map(r => ('id' in r ? r.id : r))).toEqual(['r2', 'r3']);
  });
  it('utils/misc › add: the default id is a v4 UUID', () => {
    const result = add(makeQuery(), { field: 'a', operator: '=', value: 1 }, []);
    expect((result.rules[2] as { id: string }).id).toMatch(uuidV4regex);
  });
  it('utils/misc › remove: removing the last rule of a group leaves the group empty', () => {
    expect((remove(makeQuery(), [1, 0]).rules[1] as RuleGroupType).rules).toEqual([]);
  });
  it('utils/misc › update: changing field resets operator and value by default', () => {
    expect(update(makeQuery(), 'field', 'lastName', 'r1').rules[0]).toMatchObject({ field: 'lastName', operator: '=', value: '' });
  });
  it('utils/misc › update: resetOnFieldChange: false keeps them', () => {
    expect(update(makeQuery(), 'field', 'lastName', 'r1', { resetOnFieldChange: false }).rules[0]).toMatchObject({ operator: 'beginsWith', value: 'Ste' });
  });
  it('utils/misc › update: changing operator keeps the value by default', () => {
    expect(update(makeQuery(), 'operator', 'contains', 'r1').rules[0]).toMatchObject({ operator: 'contains', value: 'Ste' });
  });
  it('utils/misc › move: up and down move one step, into an adjacent group', () => {
    expect(ids(move(makeQuery(), 'r1', 'down'))).toEqual(['g1']);
  });
  it('utils/misc › move: to the path just after itself, a new but equal object without onAbort', () => {
    const q = makeQuery();
    const aborts: AbortInfo[] = [];
    const result = move(q, [0], [1], { onAbort: i => aborts.push(i) });
    expect(result).not.toBe(q);
    expect(result).toEqual(q);
    expect(aborts).toEqual([]);
  });
  it('utils/misc › move: to its own path returns the query passed, with same-location', () => {
    const q = makeQuery();
    const aborts: AbortInfo[] = [];
    expect(move(q, [0], [0], { onAbort: i => aborts.push(i) })).toBe(q);
    expect(aborts.map(a => a.reason)).toEqual(['same-location']);
  });
  it('utils/misc › move: clone: true copies with new ids', () => {
    const result = move(makeQuery(), 'r1', [2], { clone: true, idGenerator: () => 'copy' });
    expect(ids(result)).toEqual(['r1', 'g1', 'copy']);
  });
  it('utils/misc › insert: shifts what was there', () => {
    expect(ids(insert(makeQuery(), { field: 'age', operator: '>=', value: 18 }, [0], { idGenerator: () => 'r0' }))).toEqual(['r0', 'r1', 'g1']);
  });
  it('utils/misc › insert: replace: true replaces', () => {
    expect(ids(insert(makeQuery(), { field: 'age', operator: '>=', value: 18 }, [0], { replace: true, idGenerator: () => 'r0' }))).toEqual(['r0', 'g1']);
  });
  const ic: RuleGroupTypeIC = { id: 'root', rules: [{ id: 'a', field: 'a', operator: '=', value: 1 }, 'and', { id: 'b', field: 'b', operator: '=', value: 2 }] };
  const icIds = (q: RuleGroupTypeIC) => q.rules.map(r => (typeof r === 'string' ? r : r.id));
  it('utils/misc › insert: combinatorPreceding sets the combinator before the new item', () => {
    expect(icIds(insert(ic, { field: 'n', operator: '=', value: 0 }, [2], { combinatorPreceding: 'or', combinatorSucceeding: 'xor', idGenerator: () => 'n' })))
      .toEqual(['a', 'or', 'n', 'and', 'b']);
  });
  it('utils/misc › insert: combinatorSucceeding is ignored at index 0 for an object without path', () => {
    expect(icIds(insert(ic, { field: 'n', operator: '=', value: 0 }, [0], { combinatorSucceeding: 'xor', idGenerator: () => 'n' })))
      .toEqual(['n', 'and', 'a', 'and', 'b']);
  });
  it('utils/misc › insert: combinatorSucceeding applies at index 0 when the object has a path ending in 0', () => {
    expect(icIds(insert(ic, { field: 'n', operator: '=', value: 0, path: [0] }, [0], { combinatorSucceeding: 'xor', idGenerator: () => 'n' })))
      .toEqual(['n', 'xor', 'a', 'and', 'b']);
  });
  it('utils/misc › group and ungroup: group makes a new and group with target then source', () => {
    const result = group(makeQuery(), 'r1', 'r2', { idGenerator: () => 'g2' });
    expect(ids(result)).toEqual(['g1']);
    expect((result.rules[0] as RuleGroupType).rules[0]).toMatchObject({ id: 'g2', combinator: 'and', rules: [{ id: 'r2' }, { id: 'r1' }] });
  });
  it('utils/misc › group and ungroup: ungroup replaces a group with its rules', () => {
    expect(ids(ungroup(makeQuery(), 'g1'))).toEqual(['r1', 'r2']);
  });
});

describe('utils/misc › When a tool does nothing', () => {
  it('utils/misc › aborts: an unknown id returns the query unchanged', () => {
    const q = makeQuery();
    expect(remove(q, 'nope')).toBe(q);
  });
  it('utils/misc › aborts: respectDisabled is false by default', () => {
    const q: RuleGroupType = { combinator: 'and', rules: [{ id: 'r1', field: 'a', operator: '=', value: 1, disabled: true }] };
    expect(update(q, 'value', 2, 'r1').rules[0]).toMatchObject({ value: 2 });
  });
  it('utils/misc › aborts: respectDisabled refuses with target-disabled', () => {
    const aborts: AbortInfo[] = [];
    const q: RuleGroupType = { combinator: 'and', rules: [{ id: 'r1', field: 'a', operator: '=', value: 1, disabled: true }] };
    expect(update(q, 'value', 2, 'r1', { respectDisabled: true, onAbort: i => aborts.push(i) })).toBe(q);
    expect(aborts.map(a => a.reason)).toEqual(['target-disabled']);
  });
  it('utils/misc › aborts: a rule\'s own disabled can always be changed', () => {
    const q: RuleGroupType = { combinator: 'and', rules: [{ id: 'r1', field: 'a', operator: '=', value: 1, disabled: true }] };
    expect(update(q, 'disabled', false, 'r1', { respectDisabled: true }).rules[0]).toMatchObject({ disabled: false });
  });
  it('utils/misc › aborts: disabledPaths count only with respectDisabled', () => {
    const q = makeQuery();
    expect(update(q, 'value', 'x', 'r1', { disabledPaths: [[0]] })).not.toBe(q);
    expect(update(q, 'value', 'x', 'r1', { disabledPaths: [[0]], respectDisabled: true })).toBe(q);
  });
  it('utils/misc › aborts: queryDisabled refuses every change', () => {
    const q = makeQuery();
    expect(update(q, 'value', 'x', 'r1', { queryDisabled: true })).toBe(q);
  });
  it('utils/misc › aborts: maxLevels makes add refuse with max-levels-exceeded', () => {
    const aborts: AbortInfo[] = [];
    add(makeQuery(), { combinator: 'and', rules: [] }, 'g1', { maxLevels: 1, onAbort: i => aborts.push(i) });
    insert(makeQuery(), { combinator: 'and', rules: [] }, [1, 0], { maxLevels: 1, onAbort: i => aborts.push(i) });
    expect(aborts.map(a => [a.operation, a.reason])).toEqual([['add', 'max-levels-exceeded'], ['insert', 'max-levels-exceeded']]);
  });
  it('utils/misc › aborts: maxLevels still lets add put a rule in a deep group', () => {
    expect(add(makeQuery(), { field: 'a', operator: '=', value: 1 }, 'g1', { maxLevels: 1 })).not.toEqual(makeQuery());
  });
  it('utils/misc › aborts: group ignores maxLevels', () => {
    const aborts: AbortInfo[] = [];
    const result = group(makeQuery(), 'r1', 'r2', { maxLevels: 1, idGenerator: () => 'g2', onAbort: i => aborts.push(i) });
    expect((result.rules[0] as RuleGroupType).rules[0]).toMatchObject({ id: 'g2' });
    expect(aborts).toEqual([]);
  });
  it('utils/misc › aborts: move ignores maxLevels', () => {
    const q: RuleGroupType = { combinator: 'and', rules: [{ id: 'gx', combinator: 'or', rules: [] }, { id: 'g1', combinator: 'or', rules: [] }] };
    const aborts: AbortInfo[] = [];
    const result = move(q, 'gx', [1, 0], { maxLevels: 1, onAbort: i => aborts.push(i) });
    expect(ids(result)).toEqual(['g1']);
    expect(aborts).toEqual([]);
  });
  it('utils/misc › aborts: exceedsMaxLevels tells whether a group under parentPath is too deep', () => {
    expect(exceedsMaxLevels([1], { maxLevels: 1 })).toBe(true);
    expect(exceedsMaxLevels([], { maxLevels: 1 })).toBe(false);
  });
});

describe('utils/misc › Preparing queries and ids', () => {
  it('utils/misc › generateID: returns a v4 UUID', () => {
    expect(generateID()).toMatch(uuidV4regex);
  });
  it('utils/misc › prepareRuleGroup: adds missing ids', () => {
    let n = 0;
    const input: RuleGroupType = { combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }] };
    const prepared = prepareRuleGroup(input, { idGenerator: () => `id-${++n}` });
    expect([prepared.id, (prepared.rules[0] as { id?: string }).id].sort()).toEqual(['id-1', 'id-2']);
  });
});

describe('utils/misc › Converting queries', () => {
  const icq: RuleGroupTypeIC = { rules: [
    { field: 'a', operator: '=', value: 1 }, 'and', { field: 'b', operator: '=', value: 2 }, 'or', { field: 'c', operator: '=', value: 3 },
  ] };
  it('utils/misc › convertFromIC: and before or, the first two become a group', () => {
    const std = convertFromIC(icq);
    expect(std.combinator).toBe('or');
    expect(std.rules[0]).toMatchObject({ combinator: 'and' });
  });
  it('utils/misc › convertToIC: returns a query already IC unchanged', () => {
    expect(convertToIC(icq)).toBe(icq);
  });
  it('utils/misc › transformQuery: adds path unless omitPath', () => {
    expect(transformQuery({ combinator: 'and', rules: [] })).toMatchObject({ path: [] });
    expect(transformQuery({ combinator: 'and', rules: [] }, { omitPath: true })).not.toHaveProperty('path');
  });
  it('utils/misc › transformQuery: propertyMap false removes a property, renames otherwise', () => {
    expect(transformQuery({ id: 'x', combinator: 'and', rules: [] }, { omitPath: true, propertyMap: { id: false, combinator: 'op' } })).toEqual({ op: 'and', rules: [] });
  });
});

describe('utils/misc › Type guards and option lists', () => {
  it('utils/misc › Type guards: the four guards on a group, an IC group and a rule', () => {
    const rule = { field: 'f', operator: '=', value: 1 };
    const fns = [isRuleGroup, isRuleGroupType, isRuleGroupTypeIC, isRuleType] as Array<(x: unknown) => boolean>;
    expect([{ combinator: 'and', rules: [rule] }, { rules: [rule] }, rule].map(x => fns.map(f => f(x)))).toEqual([
      [true, true, false, false], [true, false, true, false], [false, false, false, true],
    ]);
  });
  it('utils/misc › Option lists: toFullOption fills in value from name', () => {
    expect(toFullOption({ name: 'a', label: 'A' })).toEqual({ name: 'a', value: 'a', label: 'A' });
  });
  it('utils/misc › Option lists: toFullOption keeps differing name and value', () => {
    expect(toFullOption({ name: 'a', value: 'b', label: 'L' })).toEqual({ name: 'a', value: 'b', label: 'L' });
  });
  it('utils/misc › Option lists: uniqOptGroups drops a group whose label repeats, with its options', () => {
    expect(uniqOptGroups([{ label: 'G', options: [{ name: 'a', label: 'A' }] }, { label: 'G', options: [{ name: 'b', label: 'B' }] }]))
      .toEqual([{ label: 'G', options: [{ name: 'a', value: 'a', label: 'A' }] }]);
  });
  it('utils/misc › Option lists: uniqByName keeps the first of a repeated name', () => {
    expect(uniqByName([{ name: 'a', label: 'A' }, { name: 'a', label: 'A again' }])).toEqual([{ name: 'a', label: 'A' }]);
  });
});

describe('utils/misc › Values and strings', () => {
  it('utils/misc › Values and strings: joinWith escapes commas and splitBy reads them back', () => {
    const stored = joinWith(['rock, pop', 'jazz']);
    expect(stored).toBe('rock\\, pop,jazz');
    expect(splitBy(stored)).toEqual(['rock, pop', 'jazz']);
  });
  it('utils/misc › Values and strings: toArray trims and drops empty items', () => {
    expect(toArray(' guitar , piano,,drums ')).toEqual(['guitar', 'piano', 'drums']);
  });
  it('utils/misc › parseNumber: strict leaves "12abc" unchanged, enhanced gives 12, native gives NaN for "abc"', () => {
    expect(parseNumber('12abc', { parseNumbers: 'strict' })).toBe('12abc');
    expect(parseNumber('12abc', { parseNumbers: 'enhanced' })).toBe(12);
    expect(parseNumber('abc', { parseNumbers: 'native' })).toBeNaN();
    expect(parseNumber('abc', { parseNumbers: 'enhanced' })).toBe('abc');
  });
});

describe('utils/misc › QueryManager', () => {
  const q: RuleGroupType = { id: 'root', combinator: 'and', rules: [{ id: 'r1', field: 'f', operator: '=', value: 1 }] };
  it('utils/misc › QueryManager: history is off by default, so nothing can be undone', () => {
    const manager = new QueryManager(q);
    manager.update('value', 5, 'r1');
    expect(manager.canUndo()).toBe(false);
  });
  it('utils/misc › QueryManager: history: true records undo steps', () => {
    const manager = new QueryManager(q, { history: true });
    manager.update('value', 5, 'r1');
    expect(manager.canUndo()).toBe(true);
  });
});

describe('utils/misc › second reading', () => {
  const icq: RuleGroupTypeIC = { id: 'root', rules: [{ id: 'a', field: 'a', operator: '=', value: 1 }, 'or', { id: 'b', field: 'b', operator: '=', value: 2 }] };
  const icIds = (q: RuleGroupTypeIC) => q.rules.map(r => (typeof r === 'string' ? r : r.id));
  it('utils/misc › add: for IC, the group\'s last combinator goes before the new item by default', () => {
    expect(icIds(add(icq, { field: 'n', operator: '=', value: 0 }, [], { idGenerator: () => 'n' }))).toEqual(['a', 'or', 'b', 'or', 'n']);
  });
  it('utils/misc › add: for IC, combinatorPreceding wins', () => {
    expect(icIds(add(icq, { field: 'n', operator: '=', value: 0 }, [], { combinatorPreceding: 'xor', idGenerator: () => 'n' }))).toEqual(['a', 'or', 'b', 'xor', 'n']);
  });
  it('utils/misc › add: for IC, a group with a single member uses the first of combinators', () => {
    const single: RuleGroupTypeIC = { id: 'root', rules: [{ id: 'a', field: 'a', operator: '=', value: 1 }] };
    expect(icIds(add(single, { field: 'n', operator: '=', value: 0 }, [], { idGenerator: () => 'n', combinators: [{ name: 'or', value: 'or', label: 'OR' }] }))).toEqual(['a', 'or', 'n']);
  });
  it('utils/misc › update: field is applied before value, so a value passed with it is kept', () => {
    expect(update({ combinator: 'and', rules: [{ id: 'r', field: 'a', operator: '=', value: 'x' }] }, { value: 'kept', field: 'b' }, 'r').rules[0]).toEqual({ id: 'r', field: 'b', operator: '=', value: 'kept' });
  });
  it('utils/misc › ungroup: discards the group\'s combinator, not, id, muted and disabled', () => {
    const q: RuleGroupType = { id: 'root', combinator: 'and', rules: [{ id: 'g1', combinator: 'or', not: true, muted: true, disabled: true, rules: [{ id: 'r2', field: 'b', operator: '=', value: 2 }] }] };
    expect(ungroup(q, 'g1').rules).toEqual([{ id: 'r2', field: 'b', operator: '=', value: 2 }]);
  });
  it('utils/misc › transformQuery: deleteRemappedProperties: false keeps the original property', () => {
    expect(transformQuery({ combinator: 'and', rules: [] }, { propertyMap: { combinator: 'op' }, deleteRemappedProperties: false, omitPath: true })).toEqual({ op: 'and', combinator: 'and', rules: [] });
  });
  it('utils/misc › transformQuery: combinatorMap maps independent combinators too', () => {
    expect(transformQuery({ rules: [{ field: 'a', operator: '=', value: 1 }, 'and', { field: 'b', operator: '=', value: 1 }] }, { combinatorMap: { and: 'AND' }, omitPath: true }).rules[1]).toBe('AND');
  });
  it('utils/misc › transformQuery: propertyMap { rules: false } processes only the root group', () => {
    expect(transformQuery({ combinator: 'and', rules: [{ field: 'a', operator: '=', value: 1 }] }, { propertyMap: { rules: false }, omitPath: true })).toEqual({ combinator: 'and' });
  });
  it('utils/misc › convertToIC and convertFromIC: a query already of the target type comes back unchanged', () => {
    const q = makeQuery();
    expect(convertFromIC(q)).toBe(q);
  });
  it('utils/misc › move: up moves into an adjacent group', () => {
    const q: RuleGroupType = { id: 'root', combinator: 'and', rules: [{ id: 'g', combinator: 'or', rules: [{ id: 'x', field: 'a', operator: '=', value: 1 }] }, { id: 'r', field: 'b', operator: '=', value: 2 }] };
    const result = move(q, 'r', 'up');
    expect(ids(result)).toEqual(['g']);
    expect((result.rules[0] as RuleGroupType).rules).toHaveLength(2);
  });
  it('utils/misc › toArray: retainEmptyStrings keeps empty items', () => {
    expect(toArray('a,,b', { retainEmptyStrings: true })).toEqual(['a', '', 'b']);
  });
  it('utils/misc › parseNumber: leaves non-string values alone', () => {
    expect(parseNumber(5, { parseNumbers: 'native' })).toBe(5);
  });
  it('utils/misc › parseNumber: bigIntOnOverflow gives a bigint', () => {
    expect(typeof parseNumber('12345678901234567890', { parseNumbers: 'strict', bigIntOnOverflow: true })).toBe('bigint');
  });
});
