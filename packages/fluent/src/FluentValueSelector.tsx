import { Dropdown, Option, OptionGroup, Select } from '@fluentui/react-components';
import * as React from 'react';
import type { FullOption, VersatileSelectorProps } from 'react-querybuilder';
import { isOptionGroupArray, toArray, toOptions } from 'react-querybuilder';
import { useKitValueSelector } from '../../shared/valueSelector';

/**
 * Props for {@link FluentValueSelector}.
 *
 * @group Props
 */
export type FluentValueSelectorProps = VersatileSelectorProps;

const renderOption = (opt: FullOption) => (
  <Option key={opt.name} value={opt.name} text={opt.label} disabled={opt.disabled}>
    {opt.label}
  </Option>
);

/**
 * Value selector rendered with Fluent UI v9: a `Select` (a styled native `<select>`,
 * `size="small"`) for single values, and a `Dropdown` with `multiselect` (a combobox
 * button opening a listbox of `Option`s, grouped in `OptionGroup`s for option groups)
 * when `multiple` is set. Used for the field, operator, combinator, value source and
 * match mode selectors, and by {@link FluentValueEditor} for `select`/`multiselect`
 * editors. Multiple values are reported as an array with `listsAsArrays`, otherwise as a
 * comma-separated string.
 *
 * `testID` (as `data-testid`), `title` and `disabled` are set on the `<select>` (or the
 * dropdown's combobox `<button>`); `className` goes on the component's root element, the
 * one laid out in the rule's row.
 *
 * @param props - Standard selector props.
 * @returns The Fluent select or dropdown.
 *
 * @group Components
 */
export const FluentValueSelector = (props: FluentValueSelectorProps): React.JSX.Element => {
  const { options, multiple } = props;
  const { onChange, val, attrs } = useKitValueSelector(props);

  if (!multiple) {
    return (
      <Select
        size="small"
        {...attrs}
        value={val as string}
        onChange={(_e, data) => onChange(data.value)}>
        {toOptions(options)}
      </Select>
    );
  }

  const selected = toArray(val) as string[];
  const groups = isOptionGroupArray(options)
    ? (options as unknown as { label: string; options: FullOption[] }[])
    : null;
  const flat = groups ? groups.flatMap(og => og.options) : (options as FullOption[]);
  const labels = new Map(flat.map(opt => [opt.name, opt.label]));

  return (
    <Dropdown
      multiselect
      size="small"
      {...attrs}
      selectedOptions={selected}
      value={selected.map(s => labels.get(s) ?? s).join(', ')}
      onOptionSelect={(_e, data) => onChange(data.selectedOptions)}>
      {groups
        ? groups.map(og => (
            <OptionGroup key={og.label} label={og.label}>
              {og.options.map(renderOption)}
            </OptionGroup>
          ))
        : flat.map(renderOption)}
    </Dropdown>
  );
};
