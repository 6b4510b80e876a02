import * as React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';
import { clsx } from 'react-querybuilder';
import type { KitValueEditorControls } from '../../shared/valueEditor';
import { useKitValueEditor } from '../../shared/valueEditor';

/**
 * Props for {@link BulmaValueEditor}.
 *
 * @group Props
 */
export type BulmaValueEditorProps = ValueEditorProps;

/**
 * Value editor rendered with Bulma form controls:
 *
 * | `type` / `inputType`                          | markup                                                        |
 * | --------------------------------------------- | ------------------------------------------------------------- |
 * | `text` (any `inputType`: number, date, time…) | `<input class="input is-small" type="…">`                     |
 * | `select`, `multiselect`                       | the `valueSelector` control ({@link BulmaValueSelector} by default) |
 * | `checkbox`, `switch`                          | `<label class="checkbox"><input type="checkbox"></label>`     |
 * | `radio`                                       | `<div class="radios">` of `<label class="radio">` items       |
 * | `textarea`                                    | `<textarea class="textarea is-small">`                        |
 *
 * For `between`/`notBetween` with `text` or `select` editors, two controls are rendered
 * inside a `<span>` (each with the `valueListItem` class), and the value is kept as an
 * array or a comma-separated string according to `listsAsArrays`. Nothing is rendered
 * for `null`/`notNull`. `testID` (as `data-testid`), `className`, `title` and `disabled`
 * land on the same elements as with the default `ValueEditor`, except that `className`
 * goes on the outer element Bulma requires: the `.select` wrapper of selects and the
 * `label.checkbox` of checkboxes.
 *
 * @param allProps - Standard value editor props.
 * @returns The editor, or `null` for operators that take no value.
 *
 * @group Components
 */
export const BulmaValueEditor = (allProps: BulmaValueEditorProps): React.JSX.Element | null =>
  useKitValueEditor(allProps, bulmaEditorControls, React.useId());

const bulmaEditorControls: KitValueEditorControls = {
  input: ({ attrs, type, value, onChange }) => (
    <input
      {...attrs}
      type={type}
      className={clsx('input', 'is-small', attrs.className)}
      value={value}
      onChange={e => onChange(e.target.value)}
    />
  ),
  textarea: ({ attrs, value, onChange }) => (
    <textarea
      {...attrs}
      className={clsx('textarea', 'is-small', attrs.className)}
      value={value}
      onChange={e => onChange(e.target.value)}
    />
  ),
  // Bulma has no switch: both are its checkbox, the class on the label it requires.
  checkbox: ({ attrs: { className, ...inputAttrs }, checked, onChange }) => (
    <label className={clsx('checkbox', className)}>
      <input {...inputAttrs} type="checkbox" checked={checked} onChange={e => onChange(e.target.checked)} />
    </label>
  ),
  radio: ({ attrs, name, value, options, onChange }) => (
    <div data-testid={attrs['data-testid']} className={clsx('radios', attrs.className)} title={attrs.title}>
      {options.map(v => (
        <label key={v.name} className="radio">
          <input
            type="radio"
            name={name}
            value={v.name}
            disabled={attrs.disabled}
            checked={value === v.name}
            onChange={e => onChange(e.target.value)}
          />{' '}
          {v.label}
        </label>
      ))}
    </div>
  ),
};
