import type * as React from 'react';
import type { DragHandleProps } from 'react-querybuilder';
import { spanDragHandle } from '../../shared/controls';

/**
 * Props for {@link PrimeDragHandle}.
 *
 * @group Props
 */
export type PrimeDragHandleProps = DragHandleProps;

/**
 * Drag handle for use with `@react-querybuilder/dnd`: a `<span>` showing the `label`
 * (PrimeReact's `BarsIcon` with {@link primeTranslations}).
 *
 * Like the default `DragHandle`, it forwards its ref to the `<span>`, spreads the
 * drag-and-drop adapter's `dragHandleAttributes` onto it, and sets `testID` (as
 * `data-testid`), `className` and `title` on it.
 *
 * @group Components
 */
export const PrimeDragHandle: React.ForwardRefExoticComponent<
  PrimeDragHandleProps & React.RefAttributes<HTMLSpanElement>
> = spanDragHandle('PrimeDragHandle');
