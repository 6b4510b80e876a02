import * as React from 'react';
import type { DragHandleProps } from 'react-querybuilder';

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
> = React.forwardRef<HTMLSpanElement, DragHandleProps>(
  ({ className, title, label, testID, dragHandleAttributes }, ref) => (
    <span
      {...dragHandleAttributes}
      ref={ref}
      data-testid={testID}
      className={className}
      title={title}
      style={{ display: 'inline-flex', alignItems: 'center' }}>
      {label}
    </span>
  )
);
FluentDragHandle.displayName = 'FluentDragHandle';
