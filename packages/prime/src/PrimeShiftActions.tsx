import { Button } from 'primereact/button';
import * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';

/**
 * "Shift up"/"shift down" buttons (shown with `showShiftActions`) rendered as two small
 * text-style PrimeReact `Button`s in a `<div>`.
 *
 * Like the default `ShiftActions`, `testID` (as `data-testid`) and `className` are set on
 * the `<div>`, each button gets its title from `titles` and its label from `labels`, and
 * a button is disabled when `disabled` or its own `shiftUpDisabled`/`shiftDownDisabled`
 * flag is set.
 *
 * @param props - Standard shift action props.
 * @returns The two PrimeReact buttons.
 *
 * @group Components
 */
export const PrimeShiftActions = ({
  shiftUp,
  shiftDown,
  shiftUpDisabled,
  shiftDownDisabled,
  disabled,
  className,
  labels,
  titles,
  testID,
}: ShiftActionsProps): React.JSX.Element => (
  <div data-testid={testID} className={className}>
    <Button
      type="button"
      size="small"
      text
      title={titles?.shiftUp}
      disabled={disabled || shiftUpDisabled}
      onClick={e => shiftUp(e)}>
      {labels?.shiftUp}
    </Button>
    <Button
      type="button"
      size="small"
      text
      title={titles?.shiftDown}
      disabled={disabled || shiftDownDisabled}
      onClick={e => shiftDown(e)}>
      {labels?.shiftDown}
    </Button>
  </div>
);
