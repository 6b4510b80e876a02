import { Checkbox } from 'primereact/checkbox';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import * as React from 'react';
import { switchPassThrough } from './switchPassThrough';
import type { ValueEditorProps } from 'react-querybuilder';
import { getFirstOption, parseNumber, useValueEditor } from 'react-querybuilder';

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
export const PrimeValueEditor = (allProps: PrimeValueEditorProps): React.JSX.Element | null => {
  const {
    operator,
    value,
    handleOnChange,
    title,
    className,
    type = 'text',
    values = [],
    listsAsArrays,
    fieldData,
    disabled,
    separator = null,
    testID,
    path,
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
  const radioName = `rqb-prime-radio-${path.join('-')}-${React.useId().replace(/:/g, '')}`;

  if (operator === 'null' || operator === 'notNull') return null;

  const placeholder = fieldData?.placeholder ?? '';

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const pair = [0, 1].map(i =>
      type === 'text' ? (
        <InputText
          key={i}
          className={`p-inputtext-sm ${valueListItemClassName}`}
          type={inputTypeCoerced}
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
          path={path}
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
          path={path}
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
        <InputTextarea
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
        <Checkbox
          data-testid={testID}
          className={className}
          title={title}
          aria-label={title}
          disabled={disabled}
          checked={!!value}
          onChange={e => handleOnChange(!!e.checked)}
        />
      );

    case 'switch':
      return (
        <InputSwitch
          pt={switchPassThrough}
          data-testid={testID}
          className={className}
          title={title}
          aria-label={title}
          disabled={disabled}
          checked={!!value}
          onChange={e => handleOnChange(!!e.value)}
        />
      );

    case 'radio':
      return (
        <span
          role="radiogroup"
          data-testid={testID}
          className={className}
          title={title}
          aria-label={title}
          style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center' }}>
          {values.map(v => {
            const inputId = `${radioName}-${v.name}`;
            return (
              <span key={v.name} style={{ display: 'inline-flex', gap: '0.3rem', alignItems: 'center' }}>
                <RadioButton
                  inputId={inputId}
                  name={radioName}
                  value={v.name}
                  disabled={disabled}
                  checked={value === v.name}
                  onChange={e => handleOnChange(e.value)}
                />
                <label htmlFor={inputId}>{v.label}</label>
              </span>
            );
          })}
        </span>
      );
  }

  // bigint values are kept as bigints (or the text typed so far); others go through parseNumbers.
  const isBigInt = allProps.inputType === 'bigint';
  return (
    <InputText
      data-testid={testID}
      className={`p-inputtext-sm ${className ?? ''}`.trim()}
      type={inputTypeCoerced}
      placeholder={placeholder}
      title={title}
      aria-label={title}
      disabled={disabled}
      value={isBigInt ? `${value ?? ''}` : (value ?? '')}
      onChange={e =>
        isBigInt
          ? bigIntValueHandler(e.target.value)
          : handleOnChange(parseNumber(e.target.value, { parseNumbers: parseNumberMethod }))
      }
    />
  );
};
