import { Checkbox, Input, RadioGroup, Switch, Textarea } from '@chakra-ui/react';
import type * as React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';
import type { KitValueEditorControls } from '../../shared/valueEditor';
import { useKitValueEditor } from '../../shared/valueEditor';

/**
 * Props for {@link ChakraValueEditor}.
 *
 * @group Props
 */
export type ChakraValueEditorProps = ValueEditorProps;

/**
 * Value editor rendered with Chakra UI v3 components:
 *
 * | `type` / `inputType`                          | component                                                    |
 * | --------------------------------------------- | ------------------------------------------------------------ |
 * | `text` (any `inputType`: number, date, time…) | `Input` (`size="sm"`) with the coerced `type`                |
 * | `select`, `multiselect`                       | the `valueSelector` control ({@link ChakraValueSelector} by default) |
 * | `checkbox`                                    | `Checkbox.Root`                                              |
 * | `switch`                                      | `Switch.Root`                                                |
 * | `radio`                                       | `RadioGroup.Root` with one `RadioGroup.Item` per value       |
 * | `textarea`                                    | `Textarea` (`size="sm"`)                                     |
 *
 * For `between`/`notBetween` with `text` or `select` editors, two controls are rendered
 * inside a `<span>` (each with the `valueListItem` class), and the value is kept as an
 * array or a comma-separated string according to `listsAsArrays`. Nothing is rendered
 * for `null`/`notNull`.
 *
 * `testID` (as `data-testid`), `className` and `title` go on the native `<input>` or
 * `<textarea>`; for selects see {@link ChakraValueSelector}; for checkboxes and switches
 * `data-testid` goes on the (visually hidden) checkbox input and `className`/`title` on
 * the visible `<label>` root; for radios all three go on the radio group element.
 *
 * @param allProps - Standard value editor props.
 * @returns The editor, or `null` for operators that take no value.
 *
 * @group Components
 */
export const ChakraValueEditor = (allProps: ChakraValueEditorProps): React.JSX.Element | null =>
  useKitValueEditor(allProps, chakraEditorControls);

const chakraEditorControls: KitValueEditorControls = {
  input: ({ attrs, type, value, onChange }) => (
    <Input size="sm" width="auto" {...attrs} type={type} value={value} onChange={e => onChange(e.target.value)} />
  ),
  textarea: ({ attrs, value, onChange }) => (
    <Textarea size="sm" {...attrs} value={value} onChange={e => onChange(e.target.value)} />
  ),
  // The test id and accessible name go on the hidden native input, the rest on the visible root.
  checkbox: ({ attrs: { 'data-testid': testID, 'aria-label': label, ...rootAttrs }, checked, onChange }) => (
    <Checkbox.Root
      size="sm"
      {...rootAttrs}
      checked={checked}
      onCheckedChange={details => onChange(details.checked === true)}>
      <Checkbox.HiddenInput data-testid={testID} aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  ),
  switch: ({ attrs: { 'data-testid': testID, 'aria-label': label, ...rootAttrs }, checked, onChange }) => (
    <Switch.Root size="sm" {...rootAttrs} checked={checked} onCheckedChange={details => onChange(details.checked)}>
      <Switch.HiddenInput data-testid={testID} aria-label={label} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  ),
  radio: ({ attrs, value, options, onChange }) => (
    <RadioGroup.Root
      size="sm"
      orientation="horizontal"
      display="inline-flex"
      gap="3"
      {...attrs}
      value={value ?? null}
      onValueChange={details => onChange(details.value)}>
      {options.map(v => (
        <RadioGroup.Item key={v.name} value={v.name}>
          <RadioGroup.ItemHiddenInput />
          <RadioGroup.ItemIndicator />
          <RadioGroup.ItemText>{v.label}</RadioGroup.ItemText>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  ),
};
