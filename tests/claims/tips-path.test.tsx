// @vitest-environment happy-dom
// Claims of docs/tips/path.mdx, run against react-querybuilder 8.24.1.
import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilder, standardClassnames as sc, type RuleGroupType } from 'react-querybuilder';
import { twoRules } from './support';

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
