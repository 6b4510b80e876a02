import type { InputProps } from '@fluentui/react-components';
import { Checkbox, Input, Radio, RadioGroup, Switch, Textarea } from '@fluentui/react-components';
import type * as React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';
import type { KitValueEditorControls } from '../../shared/valueEditor';
import { useKitValueEditor } from '../../shared/valueEditor';

/**
 * Props for {@link FluentValueEditor}.
 *
 * @group Props
 */
export type FluentValueEditorProps = ValueEditorProps;

/**
 * Value editor rendered with Fluent UI v9 components:
 *
 * | `type` / `inputType`                          | component                                                    |
 * | --------------------------------------------- | ------------------------------------------------------------ |
 * | `text` (any `inputType`: number, date, time…) | `Input` (`size="small"`) with the coerced `type`             |
 * | `select`, `multiselect`                       | the `valueSelector` control ({@link FluentValueSelector} by default) |
 * | `checkbox`                                    | `Checkbox`                                                   |
 * | `switch`                                      | `Switch`                                                     |
 * | `radio`                                       | `RadioGroup` (horizontal) with one `Radio` per value          |
 * | `textarea`                                    | `Textarea` (`size="small"`)                                  |
 *
 * For `between`/`notBetween` with `text` or `select` editors, two controls are rendered
 * inside a `<span>` (each with the `valueListItem` class), and the value is kept as an
 * array or a comma-separated string according to `listsAsArrays`. Nothing is rendered
 * for `null`/`notNull`.
 *
 * Fluent components put `className` on their root element and the other props on their
 * native control, so `testID` (as `data-testid`), `title` and `disabled` reach the
 * `<input>`/`<textarea>` (for radios, the radio group element), while `className` goes on
 * the component's root, the element laid out in the rule's row.
 *
 * @param allProps - Standard value editor props.
 * @returns The editor, or `null` for operators that take no value.
 *
 * @group Components
 */
export const FluentValueEditor = (allProps: FluentValueEditorProps): React.JSX.Element | null =>
  useKitValueEditor(allProps, fluentEditorControls);

const fluentEditorControls: KitValueEditorControls = {
  input: ({ attrs, type, value, onChange }) => (
    <Input
      size="small"
      {...attrs}
      type={type as InputProps['type']}
      value={`${value}`}
      onChange={(_e, data) => onChange(data.value)}
    />
  ),
  textarea: ({ attrs, value, onChange }) => (
    <Textarea size="small" {...attrs} value={value} onChange={(_e, data) => onChange(data.value)} />
  ),
  checkbox: ({ attrs, checked, onChange }) => (
    <Checkbox {...attrs} checked={checked} onChange={(_e, data) => onChange(data.checked === true)} />
  ),
  switch: ({ attrs, checked, onChange }) => (
    <Switch {...attrs} checked={checked} onChange={(_e, data) => onChange(data.checked)} />
  ),
  radio: ({ attrs, value, options, onChange }) => (
    <RadioGroup layout="horizontal" {...attrs} value={value ?? ''} onChange={(_e, data) => onChange(data.value)}>
      {options.map(v => (
        <Radio key={v.name} value={v.name} label={v.label} />
      ))}
    </RadioGroup>
  ),
};
