import * as React from 'react';
import type { NotToggleProps } from 'react-querybuilder';
import { clsx } from 'react-querybuilder';

/**
 * "Not" (inversion) toggle rendered as a Bulma `checkbox`: a `<label class="checkbox">`
 * wrapping a native checkbox and the label text.
 *
 * Like the default `NotToggle`, `testID` (as `data-testid`), `className` and `title` are
 * set on the `<label>`, and `disabled` on the checkbox.
 *
 * @param props - Standard not-toggle props.
 * @returns The Bulma checkbox.
 *
 * @group Components
 */
export const BulmaNotToggle = ({
  className,
  handleOnChange,
  title,
  label,
  checked,
  disabled,
  testID,
}: NotToggleProps): React.JSX.Element => (
  <label data-testid={testID} className={clsx('checkbox', className)} title={title}>
    <input
      type="checkbox"
      checked={!!checked}
      disabled={disabled}
      onChange={e => handleOnChange(e.target.checked)}
    />{' '}
    {label}
  </label>
);
