// Claims of versioned_docs/version-7/styling/classnames.mdx about drag-and-drop classes, run against react-querybuilder 7.7.1 (rqb7).
import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import { dndClasses as classesIn, type Lib } from './support';

const dndClasses = (flags: Record<string, unknown>) => classesIn(rqb7 as unknown as Lib, flags);
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
