import { Switch } from '@fluentui/react-components';
import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';

/**
 * "Not" (inversion) toggle rendered as a Fluent UI v9 `Switch` labelled with the
 * `label` prop.
 *
 * `testID` (as `data-testid`), `title` and `disabled` are set on the switch's checkbox
 * `<input>`; `className` goes on the switch's root element.
 *
 * @param props - Standard not-toggle props.
 * @returns The Fluent switch.
 *
 * @group Components
 */
export const FluentNotToggle = ({
  className,
  handleOnChange,
  title,
  label,
  checked,
  disabled,
  testID,
}: NotToggleProps): React.JSX.Element => (
  <Switch
    data-testid={testID}
    className={className}
    title={title}
    label={label === undefined || label === null ? undefined : <>{label}</>}
    checked={!!checked}
    disabled={disabled}
    onChange={(_e, data) => handleOnChange(data.checked)}
  />
);
