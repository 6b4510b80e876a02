import * as React from 'react';
import type { ValueEditorProps } from 'react-querybuilder';
import { clsx, getFirstOption, parseNumber, useValueEditor } from 'react-querybuilder';

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
export const BulmaValueEditor = (allProps: BulmaValueEditorProps): React.JSX.Element | null => {
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

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const pair = [0, 1].map(i =>
      type === 'text' ? (
        <input
          key={i}
          type={inputTypeCoerced}
          className={clsx('input', 'is-small', valueListItemClassName)}
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
        <textarea
          data-testid={testID}
          className={clsx('textarea', 'is-small', className)}
          placeholder={placeholder}
          title={title}
          aria-label={title}
          disabled={disabled}
          value={value ?? ''}
          onChange={e => handleOnChange(e.target.value)}
        />
      );

    case 'checkbox':
    case 'switch':
      return (
        <label className={clsx('checkbox', className)}>
          <input
            data-testid={testID}
            type="checkbox"
            title={title}
            aria-label={title}
            disabled={disabled}
            checked={!!value}
            onChange={e => handleOnChange(e.target.checked)}
          />
        </label>
      );

    case 'radio':
      return (
        <div data-testid={testID} className={clsx('radios', className)} title={title}>
          {values.map(v => (
            <label key={v.name} className="radio">
              <input
                type="radio"
                name={radioGroupName}
                value={v.name}
                disabled={disabled}
                checked={value === v.name}
                onChange={e => handleOnChange(e.target.value)}
              />{' '}
              {v.label}
            </label>
          ))}
        </div>
      );
  }

  if (inputType === 'bigint') {
    return (
      <input
        data-testid={testID}
        type={inputTypeCoerced}
        className={clsx('input', 'is-small', className)}
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
    <input
      data-testid={testID}
      type={inputTypeCoerced}
      className={clsx('input', 'is-small', className)}
      placeholder={placeholder}
      title={title}
      aria-label={title}
      disabled={disabled}
      value={value ?? ''}
      onChange={e => handleOnChange(parseNumber(e.target.value, { parseNumbers: parseNumberMethod }))}
    />
  );
};
