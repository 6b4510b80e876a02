import { Switch } from '@chakra-ui/react';
import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';

/**
 * "Not" (inversion) toggle rendered as a Chakra UI v3 `Switch` (`size="sm"`) labelled
 * with the `label` prop.
 *
 * Like the default `NotToggle`, `testID` (as `data-testid`), `className` and `title` are
 * set on the `<label>` element (`Switch.Root`), which contains the checkbox input.
 *
 * @param props - Standard not-toggle props.
 * @returns The Chakra switch.
 *
 * @group Components
 */
export const ChakraNotToggle = ({
  className,
  handleOnChange,
  title,
  label,
  checked,
  disabled,
  testID,
}: NotToggleProps): React.JSX.Element => (
  <Switch.Root
    size="sm"
    data-testid={testID}
    className={className}
    title={title}
    checked={!!checked}
    disabled={disabled}
    onCheckedChange={details => handleOnChange(details.checked)}>
    <Switch.HiddenInput />
    <Switch.Control>
      <Switch.Thumb />
    </Switch.Control>
    <Switch.Label>{label}</Switch.Label>
  </Switch.Root>
);
