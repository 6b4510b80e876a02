import { Button } from '@tremor/react';
import * as React from 'react';
import type { ActionProps } from 'react-querybuilder';

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
export const TremorActionElement = ({
  className,
  handleOnClick,
  label,
  title,
  disabled,
  disabledTranslation,
  testID,
}: ActionProps): React.JSX.Element => {
  const showDisabledTranslation = !!disabled && !!disabledTranslation;
  return (
    <Button
      type="button"
      size="xs"
      variant="secondary"
      data-testid={testID}
      className={className}
      title={showDisabledTranslation ? disabledTranslation.title : title}
      disabled={disabled && !disabledTranslation}
      onClick={e => handleOnClick(e)}>
      {showDisabledTranslation ? disabledTranslation.label : label}
    </Button>
  );
};
