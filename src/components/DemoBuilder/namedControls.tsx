import type { ComponentType } from 'react';
import clsx from 'clsx';
import {
  parseNumber,
  toOptions,
  useSelectElementChangeHandler,
  useValueEditor,
  useValueSelector,
  ValueEditor,
  type Controls,
  type FullField,
  type ValueEditorProps,
  type VersatileSelectorProps,
} from 'react-querybuilder';

/*
 * The library's default selectors and editors name their <select>/<input> by `title` only,
 * which axe reports as label-title-only (a tooltip is not a label for every assistive
 * technology). These render the same markup, with an aria-label equal to the title.
 */

/** A control's accessible name: its title, else its placeholder (the between pair), else "Value". */
const nameOf = (title: string | undefined, placeholder?: string) => title || placeholder || 'Value';

/** The default ValueSelector's markup plus an aria-label. */
export function NamedValueSelector(props: VersatileSelectorProps) {
  const { onChange, val } = useValueSelector(props);
  const onSelectChange = useSelectElementChangeHandler({ multiple: props.multiple, onChange });
  return (
    <select
      data-testid={props.testID}
      className={props.className}
      value={val}
      title={props.title}
      aria-label={nameOf(props.title)}
      disabled={props.disabled}
      multiple={!!props.multiple}
      onChange={onSelectChange}>
      {toOptions(props.options)}
    </select>
  );
}

/** Classes a kit adds to the inputs the default ValueEditor draws (Bootstrap's form classes). */
interface KitInputClasses {
  /** Added to text inputs and textareas. */
  text?: string;
  betweenText?: string;
  checkbox?: string;
  /** When set, `switch` editors are a checkbox in a span with these classes (Bootstrap's switch). */
  switchWrapper?: string;
  switchInput?: string;
}

/** The text, textarea, checkbox and between-pair editors of the default ValueEditor, named. */
function NamedInputEditor({ kit, ...props }: ValueEditorProps & { kit: KitInputClasses }) {
  const { operator, value, handleOnChange, title, className, type = 'text', inputType, fieldData, disabled } = props;
  const { separator = null, testID } = props;
  const { valueAsArray, multiValueHandler, bigIntValueHandler, parseNumberMethod, valueListItemClassName, inputTypeCoerced } =
    useValueEditor(props);
  if (operator === 'null' || operator === 'notNull') return null;
  const placeholder = (fieldData as FullField | undefined)?.placeholder ?? '';
  const label = nameOf(title, placeholder);

  if ((operator === 'between' || operator === 'notBetween') && type === 'text') {
    const bounds = ['from', 'to'].map((key, i) => (
      <input
        key={key}
        type={inputTypeCoerced}
        placeholder={placeholder}
        value={valueAsArray[i] ?? ''}
        title={title}
        aria-label={`${label} (${key})`}
        className={clsx(valueListItemClassName, kit.betweenText)}
        disabled={disabled}
        onChange={e => multiValueHandler(e.target.value, i)}
      />
    ));
    return (
      <span data-testid={testID} className={className} title={title}>
        {bounds[0]}
        {separator}
        {bounds[1]}
      </span>
    );
  }
  if (type === 'textarea') {
    return (
      <textarea
        data-testid={testID}
        placeholder={placeholder}
        value={value ?? ''}
        title={title}
        aria-label={label}
        className={clsx(className, kit.text)}
        disabled={disabled}
        onChange={e => handleOnChange(e.target.value)}
      />
    );
  }
  if (type === 'switch' && kit.switchWrapper) {
    return (
      <span className={clsx(className, kit.switchWrapper)}>
        <input
          data-testid={testID}
          type="checkbox"
          className={kit.switchInput}
          title={title}
          aria-label={label}
          disabled={disabled}
          onChange={e => handleOnChange(e.target.checked)}
          checked={!!value}
        />
      </span>
    );
  }
  if (type === 'checkbox' || type === 'switch') {
    return (
      <input
        data-testid={testID}
        type="checkbox"
        className={clsx(className, kit.checkbox)}
        title={title}
        aria-label={label}
        onChange={e => handleOnChange(e.target.checked)}
        checked={!!value}
        disabled={disabled}
      />
    );
  }
  const bigint = inputType === 'bigint';
  return (
    <input
      data-testid={testID}
      type={inputTypeCoerced}
      placeholder={placeholder}
      value={bigint ? `${value}` : (value ?? '')}
      title={title}
      aria-label={label}
      className={clsx(className, kit.text)}
      disabled={disabled}
      onChange={e =>
        bigint ? bigIntValueHandler(e.target.value) : handleOnChange(parseNumber(e.target.value, { parseNumbers: parseNumberMethod }))
      }
    />
  );
}

/**
 * A value editor that draws inputs itself (named) and leaves selects and radios to `Base`,
 * whose selects come from the schema's valueSelector (a named one, see below).
 */
export function namedValueEditor(Base: ComponentType<ValueEditorProps> = ValueEditor, kit: KitInputClasses = {}) {
  function NamedValueEditor(props: ValueEditorProps) {
    const type = props.type ?? 'text';
    if (type === 'select' || type === 'multiselect' || type === 'radio') return <Base {...props} />;
    return <NamedInputEditor {...props} kit={kit} />;
  }
  return NamedValueEditor;
}

/** The library's default controls, named: for the native demo and the docs' live builders. */
export const namedNativeControlElements: Partial<Controls<FullField, string>> = {
  valueSelector: NamedValueSelector,
  valueEditor: namedValueEditor(),
};
