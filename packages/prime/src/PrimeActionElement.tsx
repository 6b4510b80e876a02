import { Button, type ButtonProps } from 'primereact/button';
import type * as React from 'react';
import type { ActionWithRulesAndAddersProps } from 'react-querybuilder';
import { splitActionProps } from '../../shared/controls';

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
  // Props the default ActionElement reads but a PrimeReact Button must not receive.
  rules: _rules,
  level: _level,
  path: _path,
  context: _context,
  validation: _validation,
  ruleOrGroup: _ruleOrGroup,
  schema: _schema,
  ...props
}: PrimeActionProps): React.JSX.Element => {
  const [button, buttonProps] = splitActionProps(props);
  return <Button type="button" size="small" {...buttonProps} {...button} />;
};
