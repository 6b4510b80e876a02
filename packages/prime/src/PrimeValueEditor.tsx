import { Checkbox } from 'primereact/checkbox';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import * as React from 'react';
import { switchPassThrough } from './switchPassThrough';
import type { ValueEditorProps } from 'react-querybuilder';
import type { KitValueEditorControls } from '../../shared/valueEditor';
import { useKitValueEditor } from '../../shared/valueEditor';

/**
 * Props for {@link PrimeValueEditor}.
 *
 * @group Props
 */
export type PrimeValueEditorProps = ValueEditorProps;

/**
 * Value editor rendered with PrimeReact components:
 *
 * | `type` / `inputType`                          | component                                                  |
 * | --------------------------------------------- | ---------------------------------------------------------- |
 * | `text` (any `inputType`: number, date, time…) | `InputText` (small) with the coerced `type`                |
 * | `select`, `multiselect`                       | the `valueSelector` control ({@link PrimeValueSelector} by default) |
 * | `checkbox`                                    | `Checkbox`                                                 |
 * | `switch`                                      | `InputSwitch`                                              |
 * | `radio`                                       | one `RadioButton` with a `<label>` per value, in a `<span>` |
 * | `textarea`                                    | `InputTextarea`                                            |
 *
 * For `between`/`notBetween` with `text` or `select` editors, two controls are rendered
 * inside a `<span>` (each with the `valueListItem` class), and the value is kept as an
 * array or a comma-separated string according to `listsAsArrays`. Nothing is rendered
 * for `null`/`notNull`.
 *
 * `testID` (as `data-testid`), `className` and `title` go on the input, textarea or
 * checkbox root; for radios on the `<span>` holding the buttons.
 *
 * @param allProps - Standard value editor props.
 * @returns The editor, or `null` for operators that take no value.
 *
 * @group Components
 */
export const PrimeValueEditor = (allProps: PrimeValueEditorProps): React.JSX.Element | null =>
  useKitValueEditor(
    allProps,
    primeEditorControls,
    `rqb-prime-radio-${allProps.path.join('-')}-${React.useId().replace(/:/g, '')}`
  );

const primeEditorControls: KitValueEditorControls = {
  input: ({ attrs, type, value, onChange }) => (
    <InputText
      {...attrs}
      className={`p-inputtext-sm ${attrs.className ?? ''}`.trim()}
      type={type}
      value={value}
      onChange={e => onChange(e.target.value)}
    />
  ),
  textarea: ({ attrs, value, onChange }) => (
    <InputTextarea {...attrs} value={value} onChange={e => onChange(e.target.value)} />
  ),
  checkbox: ({ attrs, checked, onChange }) => (
    <Checkbox {...attrs} checked={checked} onChange={e => onChange(!!e.checked)} />
  ),
  switch: ({ attrs, checked, onChange }) => (
    <InputSwitch pt={switchPassThrough} {...attrs} checked={checked} onChange={e => onChange(!!e.value)} />
  ),
  // Each button is disabled on its own; the group is a labelled span.
  radio: ({ attrs: { disabled, ...groupAttrs }, name: radioName, value, options, onChange }) => (
    <span
      role="radiogroup"
      {...groupAttrs}
      style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center' }}>
      {options.map(v => {
        const inputId = `${radioName}-${v.name}`;
        return (
          <span key={v.name} style={{ display: 'inline-flex', gap: '0.3rem', alignItems: 'center' }}>
            <RadioButton
              inputId={inputId}
              name={radioName}
              value={v.name}
              disabled={disabled}
              checked={value === v.name}
              onChange={e => onChange(e.value)}
            />
            <label htmlFor={inputId}>{v.label}</label>
          </span>
        );
      })}
    </span>
  ),
};
