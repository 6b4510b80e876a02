import { NumberInput, Switch, TextInput, Textarea } from '@tremor/react';
import type { TextInputProps } from '@tremor/react';
import * as React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';
import { clsx, getFirstOption, parseNumber, useValueEditor } from 'react-querybuilder';

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
export const TremorValueEditor = (allProps: TremorValueEditorProps): React.JSX.Element | null => {
  const {
    operator,
    value,
    handleOnChange,
    title,
    className,
    type = 'text',
    inputType,
    values = [],
    listsAsArrays,
    fieldData,
    disabled,
    separator = null,
    testID,
    selectorComponent: SelectorComponent = allProps.schema.controls.valueSelector,
    parseNumbers: _parseNumbers,
    skipHook: _skipHook,
    valueSource: _valueSource,
    ...selectorProps
  } = allProps;
  const {
    valueAsArray,
    multiValueHandler,
    bigIntValueHandler,
    parseNumberMethod,
    valueListItemClassName,
    inputTypeCoerced,
  } = useValueEditor(allProps);
  const radioGroupName = React.useId();

  if (operator === 'null' || operator === 'notNull') return null;

  const placeholder = fieldData?.placeholder ?? '';

  const renderInput = (
    props: { key?: number; testID?: string; className?: string; value: unknown },
    onValue: (v: string) => void
  ) => {
    const common = {
      'data-testid': props.testID,
      className: clsx('w-auto min-w-[8rem]', props.className),
      placeholder,
      title,
      'aria-label': title,
      disabled,
      value: `${props.value ?? ''}`,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => onValue(e.target.value),
    };
    return inputTypeCoerced === 'number' ? (
      <NumberInput key={props.key} {...common} />
    ) : (
      <TextInput key={props.key} {...common} type={inputTypeCoerced as TextInputProps['type']} />
    );
  };

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const pair = [0, 1].map(i =>
      type === 'text' ? (
        renderInput({ key: i, className: valueListItemClassName, value: valueAsArray[i] }, v =>
          multiValueHandler(v, i)
        )
      ) : (
        <SelectorComponent
          key={i}
          {...selectorProps}
          schema={allProps.schema}
          className={valueListItemClassName}
          title={title}
          disabled={disabled}
          options={values}
          listsAsArrays={listsAsArrays}
          value={valueAsArray[i] ?? getFirstOption(values)}
          handleOnChange={(v: unknown) => multiValueHandler(v, i)}
        />
      )
    );
    return (
      <span data-testid={testID} className={clsx('inline-flex items-center gap-2', className)} title={title}>
        {pair[0]}
        {separator}
        {pair[1]}
      </span>
    );
  }

  switch (type) {
    case 'select':
    case 'multiselect':
      return (
        <SelectorComponent
          {...selectorProps}
          schema={allProps.schema}
          testID={testID}
          className={className}
          title={title}
          disabled={disabled}
          value={value}
          options={values}
          multiple={type === 'multiselect'}
          listsAsArrays={listsAsArrays}
          handleOnChange={handleOnChange}
        />
      );

    case 'textarea':
      return (
        <Textarea
          data-testid={testID}
          className={className}
          placeholder={placeholder}
          title={title}
          aria-label={title}
          disabled={disabled}
          value={value ?? ''}
          onChange={e => handleOnChange(e.target.value)}
        />
      );

    case 'switch':
      return (
        <span data-testid={testID} className={className} title={title}>
          <Switch checked={!!value} disabled={disabled} onChange={v => handleOnChange(v)} />
        </span>
      );

    case 'checkbox':
      return (
        <input
          type="checkbox"
          data-testid={testID}
          className={clsx(choiceInputClasses, className)}
          title={title}
          aria-label={title}
          disabled={disabled}
          checked={!!value}
          onChange={e => handleOnChange(e.target.checked)}
        />
      );

    case 'radio':
      return (
        <span
          data-testid={testID}
          className={clsx('inline-flex items-center gap-3', className)}
          title={title}
          role="radiogroup">
          {values.map(v => (
            <label key={v.name} className={choiceLabelClasses}>
              <input
                type="radio"
                className={choiceInputClasses}
                name={radioGroupName}
                value={v.name}
                disabled={disabled}
                checked={value === v.name}
                onChange={e => handleOnChange(e.target.value)}
              />
              {v.label}
            </label>
          ))}
        </span>
      );
  }

  if (inputType === 'bigint') {
    return renderInput({ testID, className, value }, v => bigIntValueHandler(v));
  }

  return renderInput({ testID, className, value }, v =>
    handleOnChange(parseNumber(v, { parseNumbers: parseNumberMethod }))
  );
};
