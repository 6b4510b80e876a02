// Claims of versioned_docs/version-7/styling/classnames.mdx about drag-and-drop classes, run against react-querybuilder 7.7.1 (rqb7).
import { createElement as h, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryBuilder, Rule, RuleGroup, type RuleGroupProps, type RuleGroupType, type RuleProps } from 'rqb7';

const query: RuleGroupType = {
  id: 'root',
  combinator: 'and',
  rules: [
    { id: 'r1', field: 'firstName', operator: '=', value: '' },
    { id: 'g1', combinator: 'or', rules: [] },
  ],
};
/** The dnd classes of the rule at [0] and the group at [1] given the drag state props the dnd package passes. */
const dndClasses = (flags: Record<string, unknown>) => {
  const G = (p: RuleGroupProps) => h(RuleGroup, { ...p, ...(p.path.length === 1 ? flags : {}) });
  const R = (p: RuleProps) => h(Rule, { ...p, ...(p.path[0] === 0 ? flags : {}) });
  const cc = { dndOver: 'my-over', dndCopy: 'my-copy', dndDragging: 'my-drag' };
  const props = { query, fields: [{ name: 'firstName', label: 'First name' }], controlClassnames: cc, controlElements: { ruleGroup: G, rule: R } };
  const out = renderToStaticMarkup(h(QueryBuilder as ComponentType<Record<string, unknown>>, props));
  return [...out.matchAll(/class="([^"]*(?:dnd|my-)[^"]*)"/g)].map(m => m[1]);
};
const D = 'v7 styling/classnames › Standard classnames (dnd rows):';

describe('v7 styling/classnames dnd classes', () => {
  it(`${D} dndOver goes on the hovered rule and on a group's header, a header never gets controlClassnames.dndOver (7.7.1)`, () => {
    expect(dndClasses({ isOver: true })).toEqual(['rule my-over dndOver', 'ruleGroup-header dndOver']);
  });

  it(`${D} dndCopy goes on the hovered rule and on a group's header (7.7.1)`, () => {
    expect(dndClasses({ isOver: true, dropEffect: 'copy' })).toEqual(['rule my-over my-copy dndOver dndCopy', 'ruleGroup-header my-copy dndOver dndCopy']);
  });

  it(`${D} dndDragging goes on the dragged rule or group itself (7.7.1)`, () => {
    expect(dndClasses({ isDragging: true })).toEqual(['rule my-drag dndDragging', 'ruleGroup my-drag dndDragging']);
  });

  it(`${D} dndGroup and dndDropNotAllowed are 8.x: 7.7.1 adds nothing for groupItems or dropNotAllowed`, () => {
    expect(dndClasses({ isOver: true, groupItems: true })).toEqual(['rule my-over dndOver', 'ruleGroup-header dndOver']);
    expect(dndClasses({ isOver: true, dropNotAllowed: true })).toEqual(['rule my-over dndOver', 'ruleGroup-header dndOver']);
  });
});
