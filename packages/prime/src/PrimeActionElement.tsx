import { Button, type ButtonProps } from 'primereact/button';
import * as React from 'react';
import type { ActionWithRulesAndAddersProps } from 'react-querybuilder';

/**
 * Props for {@link PrimeActionElement}: the standard action props plus any PrimeReact
 * `Button` props, which are passed through to the button.
 *
 * @group Props
 */
export type PrimeActionProps = ActionWithRulesAndAddersProps & Partial<Omit<ButtonProps, 'title' | 'label'>>;

/**
 * Action element (add/remove/clone/lock/mute/ungroup buttons) rendered as a small
 * PrimeReact `Button`.
 *
 * As with the default `ActionElement`, `testID` becomes `data-testid`, `className` and
 * `title` are set on the `<button>`, and when the element is disabled and a
 * `disabledTranslation` is given (lock buttons), the button stays enabled and shows that
 * translation's label and title instead.
 *
 * @param props - Standard action props, plus PrimeReact `Button` props.
 * @returns The PrimeReact button.
 *
 * @group Components
 */
export const PrimeActionElement = ({
  className,
  handleOnClick,
  label,
  title,
  disabled,
  disabledTranslation,
  testID,
  // Props the default ActionElement reads but a PrimeReact Button must not receive.
  rules: _rules,
  level: _level,
  path: _path,
  context: _context,
  validation: _validation,
  ruleOrGroup: _ruleOrGroup,
  schema: _schema,
  ...buttonProps
}: PrimeActionProps): React.JSX.Element => {
  const showDisabledTranslation = !!disabled && !!disabledTranslation;
  return (
    <Button
      type="button"
      size="small"
      {...buttonProps}
      data-testid={testID}
      className={className}
      title={showDisabledTranslation ? disabledTranslation.title : title}
      disabled={disabled && !disabledTranslation}
      onClick={e => handleOnClick(e)}>
      {showDisabledTranslation ? disabledTranslation.label : label}
    </Button>
  );
};
