import * as React from 'react';
import type { VersatileSelectorProps } from 'react-querybuilder';
import { clsx, toOptions, useSelectElementChangeHandler } from 'react-querybuilder';
import { useKitValueSelector } from '../../shared/valueSelector';

/**
 * Props for {@link BulmaValueSelector}.
 *
 * @group Props
 */
export type BulmaValueSelectorProps = VersatileSelectorProps;

/**
 * Value selector rendered as a Bulma `select` control: a native `<select>` inside a
 * `<div class="select is-small">` wrapper (`is-multiple` is added when `multiple` is set).
 * Used for the field, operator, combinator, value source and match mode selectors, and
 * by {@link BulmaValueEditor} for `select`/`multiselect` editors.
 *
 * `testID` (as `data-testid`), `title` and `disabled` are set on the `<select>` element,
 * as with the default `ValueSelector`; `className` goes on the wrapper `<div>`, the
 * element laid out in the rule's row (so the layout rules of `query-builder.css`, e.g.
 * `queryBuilder-justified`, apply to it).
 *
 * @param props - Standard selector props.
 * @returns The Bulma select.
 *
 * @group Components
 */
export const BulmaValueSelector = (props: BulmaValueSelectorProps): React.JSX.Element => {
  const { options, multiple } = props;
  // The class goes on the `.select` wrapper Bulma requires; the rest on the <select>.
  const {
    onChange,
    val,
    attrs: { className, ...selectAttrs },
  } = useKitValueSelector(props);
  const onSelectChange = useSelectElementChangeHandler({ multiple, onChange });

  return (
    <div className={clsx('select', 'is-small', multiple && 'is-multiple', className)}>
      <select {...selectAttrs} multiple={!!multiple} value={val} onChange={onSelectChange}>
        {toOptions(options)}
      </select>
    </div>
  );
};
