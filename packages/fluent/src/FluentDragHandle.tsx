import type * as React from 'react';
import type { DragHandleProps } from 'react-querybuilder';
import { spanDragHandle } from '../../shared/controls';

/**
 * Drag handle for use with `@react-querybuilder/dnd`: a `<span>` showing the `label`
 * (a Fluent `ReOrderDotsVerticalRegular` icon with {@link fluentTranslations}).
 *
 * Like the default `DragHandle`, it forwards its ref to the `<span>` and spreads the
 * drag-and-drop adapter's `dragHandleAttributes` onto it, and sets `testID` (as
 * `data-testid`), `className` and `title` on it.
 *
 * @group Components
 */
export const FluentDragHandle: React.ForwardRefExoticComponent<
  DragHandleProps & React.RefAttributes<HTMLSpanElement>
> = spanDragHandle('FluentDragHandle');
