import type { InputProps } from '@fluentui/react-components';
import { Checkbox, Input, Radio, RadioGroup, Switch, Textarea } from '@fluentui/react-components';
import * as React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';
import { getFirstOption, parseNumber, useValueEditor } from 'react-querybuilder';

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
export const FluentValueEditor = (allProps: FluentValueEditorProps): React.JSX.Element | null => {
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

  if (operator === 'null' || operator === 'notNull') return null;

  const placeholder = fieldData?.placeholder ?? '';
  const inputType_ = inputTypeCoerced as InputProps['type'];

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const pair = [0, 1].map(i =>
      type === 'text' ? (
        <Input
          key={i}
          size="small"
          type={inputType_}
          className={valueListItemClassName}
          placeholder={placeholder}
          title={title}
          aria-label={title}
          disabled={disabled}
          value={`${valueAsArray[i] ?? ''}`}
          onChange={(_e, data) => multiValueHandler(data.value, i)}
        />
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
      <span data-testid={testID} className={className} title={title}>
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
          size="small"
          data-testid={testID}
          className={className}
          placeholder={placeholder}
          title={title}
          aria-label={title}
          disabled={disabled}
          value={value ?? ''}
          onChange={(_e, data) => handleOnChange(data.value)}
        />
      );

    case 'checkbox':
      return (
        <Checkbox
          data-testid={testID}
          className={className}
          title={title}
          aria-label={title}
          disabled={disabled}
          checked={!!value}
          onChange={(_e, data) => handleOnChange(data.checked === true)}
        />
      );

    case 'switch':
      return (
        <Switch
          data-testid={testID}
          className={className}
          title={title}
          aria-label={title}
          disabled={disabled}
          checked={!!value}
          onChange={(_e, data) => handleOnChange(data.checked)}
        />
      );

    case 'radio':
      return (
        <RadioGroup
          layout="horizontal"
          data-testid={testID}
          className={className}
          title={title}
          aria-label={title}
          disabled={disabled}
          value={value ?? ''}
          onChange={(_e, data) => handleOnChange(data.value)}>
          {values.map(v => (
            <Radio key={v.name} value={v.name} label={v.label} />
          ))}
        </RadioGroup>
      );
  }

  if (inputType === 'bigint') {
    return (
      <Input
        size="small"
        data-testid={testID}
        type={inputType_}
        className={className}
        placeholder={placeholder}
        title={title}
        aria-label={title}
        disabled={disabled}
        value={`${value ?? ''}`}
        onChange={(_e, data) => bigIntValueHandler(data.value)}
      />
    );
  }

  return (
    <Input
      size="small"
      data-testid={testID}
      type={inputType_}
      className={className}
      placeholder={placeholder}
      title={title}
      aria-label={title}
      disabled={disabled}
      value={`${value ?? ''}`}
      onChange={(_e, data) => handleOnChange(parseNumber(data.value, { parseNumbers: parseNumberMethod }))}
    />
  );
};
