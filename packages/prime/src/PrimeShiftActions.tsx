import { Button } from 'primereact/button';
import type * as React from 'react';
import type { ShiftActionsProps } from 'react-querybuilder';
import { renderShiftActions } from '../../shared/controls';

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
export const PrimeShiftActions = (props: ShiftActionsProps): React.JSX.Element =>
  renderShiftActions(props, button => <Button type="button" size="small" text {...button} />);
