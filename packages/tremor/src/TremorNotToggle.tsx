import { Switch } from '@tremor/react';
import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';
import { clsx } from 'react-querybuilder';

/**
 * "Not" (inversion) toggle rendered as a Tremor `Switch` followed by the `label` text.
 *
 * Like the default `NotToggle`, `testID` (as `data-testid`), `className` and `title` are
 * set on a `<label>` element; it wraps the switch and is bound to the switch's
 * `role="switch"` button, so clicking the text toggles it.
 *
 * @param props - Standard not-toggle props.
 * @returns The Tremor switch with its label.
 *
 * @group Components
 */
export const TremorNotToggle = ({
  className,
  handleOnChange,
  title,
  label,
  checked,
  disabled,
  testID,
}: NotToggleProps): React.JSX.Element => {
  const id = React.useId();
  return (
    <label
      htmlFor={id}
      data-testid={testID}
      title={title}
      className={clsx(
        'inline-flex items-center gap-2 text-tremor-default text-tremor-content dark:text-dark-tremor-content',
        className
      )}>
      <Switch id={id} checked={!!checked} disabled={disabled} onChange={v => handleOnChange(v)} />
      {label}
    </label>
  );
};
