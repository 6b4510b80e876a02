import { NativeSelect } from '@chakra-ui/react';
import * as React from 'react';
import type { VersatileSelectorProps } from 'react-querybuilder';
import { toOptions, useSelectElementChangeHandler } from 'react-querybuilder';
import { useKitValueSelector } from '../../shared/valueSelector';

/**
 * Props for {@link ChakraValueSelector}.
 *
 * @group Props
 */
export type ChakraValueSelectorProps = VersatileSelectorProps;

/**
 * Value selector rendered as a Chakra UI v3 `NativeSelect` (`NativeSelect.Root` +
 * `NativeSelect.Field` + `NativeSelect.Indicator`, `size="sm"`). Used for the field,
 * operator, combinator, value source and match mode selectors, and by
 * {@link ChakraValueEditor} for `select`/`multiselect` editors. With `multiple`, the
 * field is a `<select multiple>` without the indicator.
 *
 * `testID` (as `data-testid`) and `title` are set on the `<select>` element, as with the
 * default `ValueSelector`; `className` and `disabled` are set on the root `<div>` (the
 * element laid out in the rule's row, so the layout rules of `query-builder.css`, e.g.
 * `queryBuilder-justified`, apply to it; `disabled` reaches the `<select>`).
 *
 * @param props - Standard selector props.
 * @returns The Chakra native select.
 *
 * @group Components
 */
export const ChakraValueSelector = (props: ChakraValueSelectorProps): React.JSX.Element => {
  const { options, multiple } = props;
  // The class and `disabled` go on the root; the rest on the native <select>.
  const {
    onChange,
    val,
    attrs: { className, disabled, ...fieldAttrs },
  } = useKitValueSelector(props);
  const onSelectChange = useSelectElementChangeHandler({ multiple, onChange });

  return (
    <NativeSelect.Root size="sm" width="auto" className={className} disabled={disabled}>
      <NativeSelect.Field
        {...fieldAttrs}
        multiple={!!multiple}
        height={multiple ? 'auto' : undefined}
        value={val}
        onChange={onSelectChange}>
        {toOptions(options)}
      </NativeSelect.Field>
      {!multiple && <NativeSelect.Indicator />}
    </NativeSelect.Root>
  );
};
