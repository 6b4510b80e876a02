// @vitest-environment happy-dom
// Claims of docs/tips/path.mdx, run against react-querybuilder 8.24.1.
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  convertToIC,
  findPath,
  getPathOfID,
  isAncestor,
  pathIsDisabled,
  QueryBuilder,
  standardClassnames as sc,
  transformQuery,
  update,
  type FieldSelectorProps,
  type RuleGroupType,
} from 'react-querybuilder';
import { click, q, qa, twoRules } from './support';

const query: RuleGroupType = twoRules();
const T = 'tips/path › Where paths appear ›';

describe('tips/path', () => {
  it(`${T} the shift-down button passes 'down' to onMoveRule as the destination`, () => {
    const onMoveRule = vi.fn(() => true);
    const { container } = render(<QueryBuilder defaultQuery={query} showShiftActions onMoveRule={onMoveRule} />);
    const down = container.querySelectorAll(`.${sc.shiftActions} button`)[1]!;
    act(() => void fireEvent.click(down));
    expect((onMoveRule.mock.calls[0] as unknown[]).slice(1, 3)).toEqual([[0], 'down']);
  });

  it(`${T} the shift-up button passes 'up'`, () => {
    const onMoveRule = vi.fn(() => true);
    const { container } = render(<QueryBuilder defaultQuery={query} showShiftActions onMoveRule={onMoveRule} />);
    const up = container.querySelectorAll(`.${sc.rule}`)[1]!.querySelectorAll(`.${sc.shiftActions} button`)[0]!;
    act(() => void fireEvent.click(up));
    expect((onMoveRule.mock.calls[0] as unknown[]).slice(1, 3)).toEqual([[1], 'up']);
  });

  it(`${T} each rule element has data-path and data-level`, () => {
    const { container } = render(<QueryBuilder defaultQuery={query} />);
    const second = container.querySelectorAll(`.${sc.rule}`)[1]!;
    expect([second.getAttribute('data-path'), second.getAttribute('data-level')]).toEqual(['[1]', '1']);
  });
});

const nested = (): RuleGroupType => ({
  combinator: 'and',
  rules: [
    { id: 'r', field: 'a', operator: '=', value: '1' },
    { id: 'g', combinator: 'or', rules: [{ id: 'n', field: 'b', operator: '=', value: '2' }] },
  ],
});
const W = 'tips/path ›';

describe('tips/path second reading', () => {
  it(`${W} The recipe: every control receives level, the length of its path`, () => {
    const seen: [number[], number][] = [];
    const Spy = (p: FieldSelectorProps) => (seen.push([p.path, p.level]), null);
    render(<QueryBuilder query={nested()} controlElements={{ fieldSelector: Spy }} />);
    expect(seen.map(([path, level]) => [JSON.stringify(path), level])).toEqual([['[0]', 1], ['[1,0]', 2]]);
  });

  it(`${W} Where paths appear: onAddRule and onAddGroup receive the parent group's path, onRemove the removed object's path`, () => {
    const calls: [string, string][] = [];
    const log = (name: string) => (_x: unknown, path: number[]) => (calls.push([name, JSON.stringify(path)]), true);
    const { container } = render(<QueryBuilder defaultQuery={nested()} onAddRule={log('addRule')} onAddGroup={log('addGroup')} onRemove={log('remove')} />);
    click(q(container, '[data-path="[1]"] .ruleGroup-addRule'));
    click(q(container, '[data-path="[1]"] .ruleGroup-addGroup'));
    click(q(container, '[data-path="[1,0]"] .rule-remove'));
    expect(calls).toEqual([['addRule', '[1]'], ['addGroup', '[1]'], ['remove', '[1,0]']]);
  });

  it(`${W} Where paths appear: disabled={[[1]]} disables the group at [1] and everything inside it, nothing else`, () => {
    const { container } = render(<QueryBuilder query={nested()} disabled={[[1]]} />);
    const disabledIn = (path: string) => qa(container, `[data-path='${path}'] > *`).some(el => (el as HTMLInputElement).disabled);
    expect([disabledIn('[0]'), disabledIn('[1,0]')]).toEqual([false, true]);
    expect((q(container, '[data-path="[1]"] .ruleGroup-addRule') as HTMLButtonElement).disabled).toBe(true);
  });

  it(`${W} Where paths appear: transformQuery adds a path to every rule and group unless omitPath: true`, () => {
    const t = transformQuery(nested()) as RuleGroupType & { path: number[] };
    expect([t.path, (t.rules[1] as RuleGroupType & { path: number[] }).path, ((t.rules[1] as RuleGroupType).rules[0] as { path: number[] }).path]).toEqual([[], [1], [1, 0]]);
    expect(JSON.stringify(transformQuery(nested(), { omitPath: true }))).not.toContain('"path"');
  });

  it(`${W} Path utilities: findPath returns nothing (undefined) and getPathOfID null when there is no such object`, () => {
    expect(findPath([5], nested())).toBeUndefined();
    expect(getPathOfID('zz', nested())).toBeNull();
  });

  it(`${W} Path utilities: isAncestor is true for a containing group at any depth, and a path isn't its own ancestor`, () => {
    expect([isAncestor([1], [1, 0]), isAncestor([], [1, 0]), isAncestor([1], [1]), isAncestor([1], [10, 0])]).toEqual([true, true, false, false]);
  });

  it(`${W} Path utilities: pathIsDisabled is true for an object inside a disabled group`, () => {
    const query = nested();
    (query.rules[1] as RuleGroupType).disabled = true;
    expect([pathIsDisabled([1, 0], query), pathIsDisabled([0], query)]).toEqual([true, false]);
  });

  it(`${W} Paths with independent combinators: update with 'combinator' and the slot's path [1] changes that combinator`, () => {
    const ic = convertToIC(twoRules());
    expect(update(ic, 'combinator', 'or', [1]).rules[1]).toBe('or');
  });
});
