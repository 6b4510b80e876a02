import * as React from 'react';
import type { Option, ValueEditorProps, VersatileSelectorProps } from 'react-querybuilder';
import { getFirstOption, parseNumber, useValueEditor } from 'react-querybuilder';

/**
 * The attributes every kit gives its control, worked out once: the test id, the class, the title
 * (which is also the control's accessible name) and `disabled`. Each kit spreads them on the
 * element they belong on, or splits them where its component wants them on different elements.
 */
export interface KitControlAttributes {
  'data-testid'?: string;
  className?: string;
  title?: string;
  'aria-label'?: string;
  disabled?: boolean;
}

/** A text input (`type` is the coerced input type); `value` already defaults to `''`. */
export interface KitInputProps {
  attrs: KitControlAttributes & { placeholder: string };
  type: string;
  value: any;
  onChange: (value: string) => void;
}

/** A textarea; `value` already defaults to `''`. */
export interface KitTextareaProps {
  attrs: KitControlAttributes & { placeholder: string };
  value: any;
  onChange: (value: string) => void;
}

/** A checkbox or switch. */
export interface KitToggleProps {
  attrs: KitControlAttributes;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A radio group: one choice per option, all under the one `name` (the editor's `radioGroupName`). */
export interface KitRadioProps {
  attrs: KitControlAttributes;
  name?: string;
  value: any;
  options: Option[];
  onChange: (value: any) => void;
}

/** A kit's own controls; everything else about a value editor is the same in every kit. */
export interface KitValueEditorControls {
  input: (props: KitInputProps) => React.JSX.Element;
  textarea: (props: KitTextareaProps) => React.JSX.Element;
  checkbox: (props: KitToggleProps) => React.JSX.Element;
  /** Defaults to `checkbox` (for kits with no switch of their own). */
  switch?: (props: KitToggleProps) => React.JSX.Element;
  radio: (props: KitRadioProps) => React.JSX.Element;
  /** Classes the `between` wrapper gets before `className`. */
  betweenClassName?: string;
}

/**
 * The value editor every stand-in kit renders, as the library's own `ValueEditor` does it:
 * nothing for `null`/`notNull`; for `between`/`notBetween` with `text` or `select` editors two
 * controls (each with the `valueListItem` class) in a `<span>`, kept as an array or a
 * comma-separated string according to `listsAsArrays`; the `valueSelector` control for
 * `select`/`multiselect`; otherwise the kit's control for the `type` (a text input by default,
 * keeping bigints as bigints and passing numbers through `parseNumbers`).
 *
 * A hook (it calls `useValueEditor`), called once at the top of a kit's editor. Kits whose radios
 * need a group name pass one (from their own `useId`) as `radioGroupName`.
 */
export function useKitValueEditor(
  allProps: ValueEditorProps,
  controls: KitValueEditorControls,
  radioGroupName?: string
): React.JSX.Element | null {
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
  const attrs: KitControlAttributes = { 'data-testid': testID, className, title, 'aria-label': title, disabled };
  const inputAttrs = { ...attrs, placeholder };
  // The value selector (for select editors), with what its two uses share.
  type SelectorUse = Pick<VersatileSelectorProps, 'className' | 'value' | 'handleOnChange'> & Partial<VersatileSelectorProps>;
  const selector = (props: SelectorUse) => (
    <SelectorComponent
      {...selectorProps}
      schema={allProps.schema}
      title={title}
      disabled={disabled}
      options={values}
      listsAsArrays={listsAsArrays}
      {...props}
    />
  );

  if ((operator === 'between' || operator === 'notBetween') && (type === 'select' || type === 'text')) {
    const pair = [0, 1].map(i =>
      type === 'text'
        ? controls.input({
            // No test id on the pair's inputs (undefined, so a kit's own default does not apply either).
            attrs: { ...inputAttrs, 'data-testid': undefined, className: valueListItemClassName },
            type: inputTypeCoerced,
            value: valueAsArray[i] ?? '',
            onChange: v => multiValueHandler(v, i),
          })
        : selector({
            className: valueListItemClassName,
            value: valueAsArray[i] ?? getFirstOption(values),
            handleOnChange: (v: unknown) => multiValueHandler(v, i),
          })
    );
    const { betweenClassName } = controls;
    return (
      <span
        data-testid={testID}
        className={betweenClassName ? `${betweenClassName}${className ? ` ${className}` : ''}` : className}
        title={title}>
        {pair[0]}
        {separator}
        {pair[1]}
      </span>
    );
  }

  switch (type) {
    case 'select':
    case 'multiselect':
      return selector({
        testID,
        className,
        value,
        multiple: type === 'multiselect',
        handleOnChange,
      });

    case 'textarea':
      return controls.textarea({ attrs: inputAttrs, value: value ?? '', onChange: handleOnChange });

    case 'checkbox':
    case 'switch': {
      const toggle = type === 'switch' && controls.switch ? controls.switch : controls.checkbox;
      return toggle({ attrs, checked: !!value, onChange: handleOnChange });
    }

    case 'radio':
      return controls.radio({ attrs, name: radioGroupName, value, options: values, onChange: handleOnChange });
  }

  // bigint values are kept as bigints (or the text typed so far); others go through parseNumbers.
  return inputType === 'bigint'
    ? controls.input({ attrs: inputAttrs, type: inputTypeCoerced, value: `${value ?? ''}`, onChange: bigIntValueHandler })
    : controls.input({
        attrs: inputAttrs,
        type: inputTypeCoerced,
        value: value ?? '',
        onChange: v => handleOnChange(parseNumber(v, { parseNumbers: parseNumberMethod })),
      });
}
