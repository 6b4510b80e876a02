import { Button } from '@tremor/react';
import type * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';
import { renderShiftActions } from '../../shared/controls';

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
export const TremorShiftActions = (props: ShiftActionsProps): React.JSX.Element =>
  renderShiftActions(props, button => <Button type="button" size="xs" variant="light" {...button} />);
