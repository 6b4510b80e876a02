import { NumberInput, Switch, TextInput, Textarea } from '@tremor/react';
import type { TextInputProps } from '@tremor/react';
import * as React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';
import { clsx } from 'react-querybuilder';
import type { KitValueEditorControls } from '../../shared/valueEditor';
import { useKitValueEditor } from '../../shared/valueEditor';

/**
 * Props for {@link TremorValueEditor}.
 *
 * @group Props
 */
export type TremorValueEditorProps = ValueEditorProps;

/** Tailwind classes for the native checkbox/radio inputs (Tremor has no such components). */
const choiceInputClasses =
  'h-4 w-4 cursor-pointer accent-tremor-brand disabled:cursor-not-allowed disabled:opacity-50';
const choiceLabelClasses =
  'inline-flex items-center gap-1.5 text-tremor-default text-tremor-content dark:text-dark-tremor-content';

/**
 * Value editor rendered with Tremor components:
 *
 * | `type` / `inputType`                              | component                                                    |
 * | ------------------------------------------------- | ------------------------------------------------------------ |
 * | `text` with `inputType` `number`                  | `NumberInput`                                                |
 * | `text` with any other `inputType` (date, time…)   | `TextInput` with that `type` (native date/time pickers)      |
 * | `select`, `multiselect`                           | the `valueSelector` control ({@link TremorValueSelector} by default) |
 * | `switch`                                          | `Switch`                                                     |
 * | `textarea`                                        | `Textarea`                                                   |
 * | `checkbox`                                        | native checkbox styled with Tremor's Tailwind tokens         |
 * | `radio`                                           | native radio buttons styled with Tremor's Tailwind tokens    |
 *
 * Tremor has no checkbox or radio component, hence the native inputs. For
 * `between`/`notBetween` with `text` or `select` editors, two controls are rendered
 * inside a `<span>` (each with the `valueListItem` class), and the value is kept as an
 * array or a comma-separated string according to `listsAsArrays`. Nothing is rendered
 * for `null`/`notNull`.
 *
 * `testID` (as `data-testid`), `title` and `disabled` go on the native `<input>`/
 * `<textarea>` (for switches, on a wrapping `<span>`; for radios, on their container),
 * and `className` on the component's outer element, the one laid out in the rule's row
 * (for inputs, after `w-auto min-w-[8rem]`, merged by Tremor over its `w-full`).
 *
 * @param allProps - Standard value editor props.
 * @returns The editor, or `null` for operators that take no value.
 *
 * @group Components
 */
export const TremorValueEditor = (allProps: TremorValueEditorProps): React.JSX.Element | null =>
  useKitValueEditor(allProps, tremorEditorControls, React.useId());

const tremorEditorControls: KitValueEditorControls = {
  // Tremor merges these classes over its own `w-full`.
  input: ({ attrs, type, value, onChange }) => {
    const common = {
      ...attrs,
      className: clsx('w-auto min-w-[8rem]', attrs.className),
      value: `${value}`,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
    };
    return type === 'number' ? (
      <NumberInput {...common} />
    ) : (
      <TextInput {...common} type={type as TextInputProps['type']} />
    );
  },
  textarea: ({ attrs, value, onChange }) => <Textarea {...attrs} value={value} onChange={e => onChange(e.target.value)} />,
  // Tremor's Switch takes no test id, title or class: a span carries them.
  switch: ({ attrs, checked, onChange }) => (
    <span data-testid={attrs['data-testid']} className={attrs.className} title={attrs.title}>
      <Switch checked={checked} disabled={attrs.disabled} onChange={v => onChange(v)} />
    </span>
  ),
  checkbox: ({ attrs, checked, onChange }) => (
    <input
      type="checkbox"
      {...attrs}
      className={clsx(choiceInputClasses, attrs.className)}
      checked={checked}
      onChange={e => onChange(e.target.checked)}
    />
  ),
  radio: ({ attrs, name, value, options, onChange }) => (
    <span
      data-testid={attrs['data-testid']}
      className={clsx('inline-flex items-center gap-3', attrs.className)}
      title={attrs.title}
      role="radiogroup">
      {options.map(v => (
        <label key={v.name} className={choiceLabelClasses}>
          <input
            type="radio"
            className={choiceInputClasses}
            name={name}
            value={v.name}
            disabled={attrs.disabled}
            checked={value === v.name}
            onChange={e => onChange(e.target.value)}
          />
          {v.label}
        </label>
      ))}
    </span>
  ),
  // The pair of a between editor side by side.
  betweenClassName: 'inline-flex items-center gap-2',
};
