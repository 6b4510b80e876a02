import { MultiSelect, MultiSelectItem, Select, SelectItem } from '@tremor/react';
import * as React from 'react';
import type { VersatileSelectorProps } from 'react-querybuilder';
import { clsx, toArray, toFlatOptionArray } from 'react-querybuilder';
import { useKitValueSelector } from '../../shared/valueSelector';

/**
 * Props for {@link TremorValueSelector}.
 *
 * @group Props
 */
export type TremorValueSelectorProps = VersatileSelectorProps;

/**
 * Tremor's Select and MultiSelect draw, next to their listbox, a transparent native `<select>`
 * (titled "select-hidden") that only mirrors the value for forms and passes focus on to the
 * listbox button. Assistive technologies would meet it as a second, unnamed control (axe:
 * label-title-only), so it is taken out of the tab order and the accessibility tree; the
 * listbox button, named by its selected option, is the control.
 */
function useHiddenProxySelect() {
  // Typed as Tremor types its ref; at run time it is the listbox <div>.
  const ref = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    const proxy = ref.current?.parentElement?.querySelector(':scope > select');
    if (!proxy) return;
    proxy.setAttribute('aria-hidden', 'true');
    proxy.setAttribute('tabindex', '-1');
  });
  return ref;
}

/**
 * Value selector rendered as a Tremor `Select` (or `MultiSelect` when `multiple` is
 * set), both listbox widgets (a button opening a list of options) rather than native
 * `<select>` elements. Option groups are flattened, since Tremor's selects have no
 * groups. Multiple values are reported as an array with `listsAsArrays`, otherwise as a
 * comma-separated string. Used for the field, operator, combinator, value source and
 * match mode selectors, and by {@link TremorValueEditor} for `select`/`multiselect`
 * editors.
 *
 * `testID` (as `data-testid`) and `title` are set on the listbox element (which contains
 * the button); `className` goes on Tremor's outer `<div>`, after `w-auto min-w-[8rem]`
 * (Tremor merges these Tailwind classes over its own `w-full min-w-[10rem]`, so later
 * utilities win); `disabled` disables the button.
 *
 * @param props - Standard selector props.
 * @returns The Tremor select.
 *
 * @group Components
 */
export const TremorValueSelector = (props: TremorValueSelectorProps): React.JSX.Element => {
  const { options, multiple } = props;
  // Tremor's Select and MultiSelect get the test id, title and `disabled` (no aria-label); the class is merged below.
  const {
    onChange,
    val,
    attrs: { 'aria-label': _label, className, ...listboxAttrs },
  } = useKitValueSelector(props);
  const flatOptions = React.useMemo(() => toFlatOptionArray(options), [options]);
  const classes = clsx('w-auto min-w-[8rem]', className);
  const listboxRef = useHiddenProxySelect();

  if (multiple) {
    return (
      <MultiSelect
        {...listboxAttrs}
        ref={listboxRef}
        className={classes}
        value={toArray(val) as string[]}
        onValueChange={onChange}>
        {flatOptions.map(opt => (
          <MultiSelectItem key={opt.name} value={opt.name}>
            {opt.label}
          </MultiSelectItem>
        ))}
      </MultiSelect>
    );
  }

  return (
    <Select
      {...listboxAttrs}
      ref={listboxRef}
      className={classes}
      enableClear={false}
      value={`${val ?? ''}`}
      onValueChange={onChange}>
      {flatOptions.map(opt => (
        <SelectItem key={opt.name} value={opt.name}>
          {opt.label}
        </SelectItem>
      ))}
    </Select>
  );
};
