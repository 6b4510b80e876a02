import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import * as React from 'react';
import type { VersatileSelectorProps } from 'react-querybuilder';
import { isOptionGroupArray } from 'react-querybuilder';
import { useKitValueSelector } from '../../shared/valueSelector';

/**
 * Props for {@link PrimeValueSelector}.
 *
 * @group Props
 */
export type PrimeValueSelectorProps = VersatileSelectorProps;

/**
 * Value selector rendered as a PrimeReact `Dropdown`, or a `MultiSelect` when `multiple`
 * is set. Used for the field, operator, combinator, value source and match mode
 * selectors, and by {@link PrimeValueEditor} for `select`/`multiselect` editors. Option
 * groups become PrimeReact option groups; an option's `disabled` flag disables it.
 *
 * `testID` (as `data-testid`), `className` and `title` are set on the component's root
 * `<div>`; `title` also names the focusable input, the toggle button and PrimeReact's
 * hidden `<select>` for screen readers. The
 * options panel opens inside the component (`appendTo="self"`), so a stylesheet scoped to
 * the builder's container reaches it.
 *
 * @param props - Standard selector props.
 * @returns The PrimeReact dropdown or multi-select.
 *
 * @group Components
 */
export const PrimeValueSelector = (props: PrimeValueSelectorProps): React.JSX.Element => {
  const { options, multiple, title, disabled } = props;
  const { onChange, val, attrs } = useKitValueSelector(props);
  // What a Dropdown and a MultiSelect take alike: the option list read as the library's
  // (name, label, disabled; groups' `options`), and a panel that opens inside the control.
  const commonProps = {
    ...(isOptionGroupArray(options) ? { optionGroupLabel: 'label', optionGroupChildren: 'options' } : {}),
    ...attrs,
    appendTo: 'self' as const,
    options: options as unknown[],
    optionLabel: 'label',
    optionValue: 'name',
    optionDisabled: 'disabled',
  };

  return multiple ? (
    <MultiSelect
      {...commonProps}
      display="chip"
      value={Array.isArray(val) ? val : []}
      onChange={e => onChange(e.value as string[])}
    />
  ) : (
    <Dropdown
      {...commonProps}
      ariaLabel={title}
      pt={{ select: { 'aria-label': title, disabled } }}
      value={val}
      onChange={e => onChange(e.value as string)}
    />
  );
};
