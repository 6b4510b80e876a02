import { InputSwitch } from 'primereact/inputswitch';
import * as React from 'react';
import { switchPassThrough } from './switchPassThrough';
import type { NotToggleProps } from 'react-querybuilder';

/**
 * Props for {@link PrimeNotToggle}.
 *
 * @group Props
 */
export type PrimeNotToggleProps = NotToggleProps;

/**
 * "Not" (inversion) toggle rendered as a PrimeReact `InputSwitch` followed by a `<label>`
 * showing the `label` prop, both inside a `<span>`.
 *
 * `className` and `title` are set on the `<span>`; `testID` (as `data-testid`),
 * `disabled` and the accessible name (the `label`'s text) reach the switch's checkbox
 * `<input>`.
 *
 * @param props - Standard not-toggle props.
 * @returns The PrimeReact switch with its label.
 *
 * @group Components
 */
export const PrimeNotToggle = ({
  className,
  handleOnChange,
  title,
  label,
  checked,
  disabled,
  testID,
  path,
}: PrimeNotToggleProps): React.JSX.Element => {
  const inputId = `rqb-prime-not-${path.join('-') || 'root'}-${React.useId().replace(/:/g, '')}`;
  return (
    <span className={className} title={title} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
      <InputSwitch
        pt={switchPassThrough}
        inputId={inputId}
        data-testid={testID}
        checked={!!checked}
        disabled={disabled}
        onChange={e => handleOnChange(!!e.value)}
      />
      <label htmlFor={inputId}>{label}</label>
    </span>
  );
};
