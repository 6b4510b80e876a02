// @vitest-environment happy-dom
// Second reading of docs/dnd.mdx, rendering @react-querybuilder/dnd 8.22.4 with react-dnd.
import { render, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QueryBuilderDnD } from '@react-querybuilder/dnd';
import * as ReactDnD from 'react-dnd';
import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';
import { QueryBuilder, standardClassnames as sc, type RuleGroupType } from 'react-querybuilder';

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: '=', value: 'Steve' },
    { combinator: 'or', rules: [] },
  ],
};
const dndSource = readFileSync('node_modules/@react-querybuilder/dnd/dist/react-querybuilder_dnd.mjs', 'utf8');

describe('dnd render', () => {
  it('dnd › Enable drag and drop: builders inside QueryBuilderDnD get data-dnd="enabled" without enableDragAndDrop', async () => {
    const { container } = render(
      <QueryBuilderDnD dnd={{ ...ReactDnD, ...ReactDndHtml5Backend }}>
        <QueryBuilder defaultQuery={query} />
      </QueryBuilderDnD>
    );
    await waitFor(() => expect(container.querySelector(`.${sc.queryBuilder}`)!.getAttribute('data-dnd')).toBe('enabled'));
  });

  it('dnd › Enable drag and drop: each rule and each group except the root gets a drag handle', async () => {
    const { container } = render(
      <QueryBuilderDnD dnd={{ ...ReactDnD, ...ReactDndHtml5Backend }}>
        <QueryBuilder defaultQuery={query} />
      </QueryBuilderDnD>
    );
    await waitFor(() => expect(container.querySelectorAll(`.${sc.dragHandle}`)).toHaveLength(2));
  });

  it('dnd › Props: copyModeModifierKey defaults to "alt" and groupModeModifierKey to "ctrl"', () => {
    expect(dndSource).toContain('copyModeModifierKey: copyModeModifierKey ?? "alt"');
    expect(dndSource).toContain('groupModeModifierKey: groupModeModifierKey ?? "ctrl"');
  });

  it('dnd › Props: hideDefaultDragPreview and updateWhileDragging default to false', () => {
    expect(dndSource).toMatch(/hideDefaultDragPreview = preferProp\(false,/);
    expect(dndSource).toMatch(/updateWhileDragging = preferProp\(false,/);
  });
});
