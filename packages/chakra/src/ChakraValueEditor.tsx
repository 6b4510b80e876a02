import { Checkbox, Input, RadioGroup, Switch, Textarea } from '@chakra-ui/react';
import * as React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';
import { getFirstOption, parseNumber, useValueEditor } from 'react-querybuilder';

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
export const ChakraValueEditor = (allProps: ChakraValueEditorProps): React.JSX.Element | null => {
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

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const pair = [0, 1].map(i =>
      type === 'text' ? (
        <Input
          key={i}
          size="sm"
          width="auto"
          type={inputTypeCoerced}
          className={valueListItemClassName}
          placeholder={placeholder}
          title={title}
          aria-label={title}
          disabled={disabled}
          value={valueAsArray[i] ?? ''}
          onChange={e => multiValueHandler(e.target.value, i)}
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
          size="sm"
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

    case 'checkbox':
      return (
        <Checkbox.Root
          size="sm"
          className={className}
          title={title}
          disabled={disabled}
          checked={!!value}
          onCheckedChange={details => handleOnChange(details.checked === true)}>
          <Checkbox.HiddenInput data-testid={testID} aria-label={title} />
          <Checkbox.Control />
        </Checkbox.Root>
      );

    case 'switch':
      return (
        <Switch.Root
          size="sm"
          className={className}
          title={title}
          disabled={disabled}
          checked={!!value}
          onCheckedChange={details => handleOnChange(details.checked)}>
          <Switch.HiddenInput data-testid={testID} aria-label={title} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
      );

    case 'radio':
      return (
        <RadioGroup.Root
          size="sm"
          orientation="horizontal"
          display="inline-flex"
          gap="3"
          data-testid={testID}
          className={className}
          title={title}
          aria-label={title}
          disabled={disabled}
          value={value ?? null}
          onValueChange={details => handleOnChange(details.value)}>
          {values.map(v => (
            <RadioGroup.Item key={v.name} value={v.name}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{v.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      );
  }

  if (inputType === 'bigint') {
    return (
      <Input
        size="sm"
        width="auto"
        data-testid={testID}
        type={inputTypeCoerced}
        className={className}
        placeholder={placeholder}
        title={title}
        aria-label={title}
        disabled={disabled}
        value={`${value ?? ''}`}
        onChange={e => bigIntValueHandler(e.target.value)}
      />
    );
  }

  return (
    <Input
      size="sm"
      width="auto"
      data-testid={testID}
      type={inputTypeCoerced}
      className={className}
      placeholder={placeholder}
      title={title}
      aria-label={title}
      disabled={disabled}
      value={value ?? ''}
      onChange={e => handleOnChange(parseNumber(e.target.value, { parseNumbers: parseNumberMethod }))}
    />
  );
};
