import { Button } from '@tremor/react';
import type * as React from 'react';
import type { ActionProps } from 'react-querybuilder';
import { actionButtonProps } from '../../shared/controls';

/**
 * Action element (add/remove/clone/lock/mute/ungroup buttons) rendered as a Tremor
 * `Button` (`size="xs"`, `variant="secondary"`).
 *
 * Mirrors the default `ActionElement`: `testID` becomes `data-testid`, `className` and
 * `title` are set on the `<button>`, and when the element is disabled and a
 * `disabledTranslation` is given (lock buttons), the button stays enabled and shows that
 * translation's label and title instead.
 *
 * @param props - Standard action props.
 * @returns The Tremor button.
 *
 * @group Components
 */
export const TremorActionElement = (props: ActionProps): React.JSX.Element => (
  <Button type="button" size="xs" variant="secondary" {...actionButtonProps(props)} />
);
