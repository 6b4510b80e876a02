import { Button } from '@tremor/react';
import * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';

/**
 * "Shift up"/"shift down" buttons (shown with `showShiftActions`) rendered as two Tremor
 * `Button`s (`size="xs"`, `variant="light"`) stacked in a `<div>`.
 *
 * Like the default `ShiftActions`, `testID` (as `data-testid`) and `className` are set on
 * the `<div>`, each button gets its title from `titles` and its label from `labels`, and
 * a button is disabled when `disabled` or its own `shiftUpDisabled`/`shiftDownDisabled`
 * flag is set.
 *
 * @param props - Standard shift action props.
 * @returns The two Tremor buttons.
 *
 * @group Components
 */
export const TremorShiftActions = ({
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
      size="xs"
      variant="light"
      title={titles?.shiftUp}
      disabled={disabled || shiftUpDisabled}
      onClick={e => shiftUp(e)}>
      {labels?.shiftUp}
    </Button>
    <Button
      type="button"
      size="xs"
      variant="light"
      title={titles?.shiftDown}
      disabled={disabled || shiftDownDisabled}
      onClick={e => shiftDown(e)}>
      {labels?.shiftDown}
    </Button>
  </div>
);
