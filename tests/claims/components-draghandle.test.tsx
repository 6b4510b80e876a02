// @vitest-environment happy-dom
// Claims of docs/components/draghandle.mdx, run against react-querybuilder 8.24.1.
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilder, standardClassnames as sc, type RuleGroupType } from 'react-querybuilder';

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: '=', value: 'Steve' },
    { combinator: 'or', rules: [] },
  ],
};

describe('components/draghandle', () => {
  it('components/draghandle › Customising it: enableDragAndDrop without QueryBuilderDnD logs an error (once per page load, so this test runs first)', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<QueryBuilder defaultQuery={query} enableDragAndDrop />);
    await waitFor(() => expect(err).toHaveBeenCalled());
  });

  it('components/draghandle › intro: a span with the class queryBuilder-dragHandle showing "⁞⁞"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<QueryBuilder defaultQuery={query} enableDragAndDrop />);
    const handle = container.querySelector(`.${sc.rule} .${sc.dragHandle}`)!;
    expect(handle.tagName).toBe('SPAN');
    expect(handle.textContent).toBe('⁞⁞');
  });

  it('components/draghandle › intro: every rule and every nested group gets a handle, the root none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<QueryBuilder defaultQuery={query} enableDragAndDrop />);
    expect(container.querySelectorAll(`.${sc.dragHandle}`)).toHaveLength(2);
  });

  it('components/draghandle › Customising it: translations.dragHandle sets the symbol and the title', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <QueryBuilder defaultQuery={query} enableDragAndDrop translations={{ dragHandle: { label: '↕', title: 'Drag to move' } }} />
    );
    const handle = container.querySelector(`.${sc.dragHandle}`)!;
    expect([handle.textContent, handle.getAttribute('title')]).toEqual(['↕', 'Drag to move']);
  });

  it('components/draghandle › intro: with shift actions on, they come before the handle', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<QueryBuilder defaultQuery={query} enableDragAndDrop showShiftActions />);
    const children = Array.from(container.querySelector(`.${sc.rule}`)!.children).map(el => el.className);
    expect(children.findIndex(c => c.includes(sc.shiftActions))).toBeLessThan(children.findIndex(c => c.includes(sc.dragHandle)));
  });
});
