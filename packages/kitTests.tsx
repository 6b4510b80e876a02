/**
 * Shared tests for the stand-in compat packages (packages/<kit>/src/*.test.tsx), in the manner
 * of the library's own repository: each kit's test file hands its components to the suites here,
 * which check the contract every kit component shares (props in, callbacks out), and adds only
 * what is particular to its kit. Also the fixtures every kit's full-builder tests use.
 *
 * A plain module rather than a workspace package: `packages/*` are npm workspaces, and this
 * file has no package.json, so npm leaves it alone; vitest and tsc reach it through the imports.
 */
import type { ComponentType, ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ActionProps,
  Field,
  FullField,
  FullOption,
  NotToggleProps,
  RuleGroupType,
  RuleType,
  Schema,
  ValueEditorProps,
  VersatileSelectorProps,
} from 'react-querybuilder';
import { QueryBuilder, TestID } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';

export type User = ReturnType<typeof userEvent.setup>;

// ---------------------------------------------------------------------------------------------
// Assertions

/** Asserts that an element has all the given classes. */
export const expectClasses = (el: Element | null | undefined, ...classes: string[]) =>
  expect(el?.className.split(/\s+/) ?? []).toEqual(expect.arrayContaining(classes));

/** Asserts that a form control or button is disabled. */
export const expectDisabled = (el: Element) => expect((el as HTMLInputElement).disabled).toBe(true);

/** Whether a control is disabled natively or, for widgets that are not form controls, by ARIA. */
const isDisabled = (el: Element) => (el as HTMLInputElement).disabled === true || el.getAttribute('aria-disabled') === 'true';

// ---------------------------------------------------------------------------------------------
// A full query builder with one rule per kind of value editor

const colors = [
  { name: 'red', label: 'Red' },
  { name: 'green', label: 'Green' },
  { name: 'blue', label: 'Blue' },
];

export const kitFields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name', valueSources: ['value', 'field'] },
  { name: 'age', label: 'Age', inputType: 'number' },
  { name: 'birthday', label: 'Birthday', inputType: 'date' },
  { name: 'alarm', label: 'Alarm', inputType: 'time' },
  { name: 'meeting', label: 'Meeting', inputType: 'datetime-local' },
  { name: 'color', label: 'Color', valueEditorType: 'select', values: colors },
  { name: 'tags', label: 'Tags', valueEditorType: 'multiselect', values: colors },
  { name: 'isMusician', label: 'Is musician', valueEditorType: 'checkbox', defaultValue: false },
  { name: 'active', label: 'Active', valueEditorType: 'switch' },
  {
    name: 'gender',
    label: 'Gender',
    valueEditorType: 'radio',
    values: [
      { name: 'M', label: 'Male' },
      { name: 'F', label: 'Female' },
    ],
  },
  { name: 'notes', label: 'Notes', valueEditorType: 'textarea' },
];

/** Rules named by `id` after the editor they get. */
export const kitRules: RuleType[] = [
  { id: 'text', field: 'firstName', operator: '=', value: 'Steve' },
  { id: 'fieldSource', field: 'lastName', operator: '=', value: 'firstName', valueSource: 'field' },
  { id: 'number', field: 'age', operator: '>', value: 26 },
  { id: 'date', field: 'birthday', operator: '=', value: '2000-01-01' },
  { id: 'time', field: 'alarm', operator: '<', value: '08:00' },
  { id: 'datetime', field: 'meeting', operator: '=', value: '2024-03-10T10:00' },
  { id: 'select', field: 'color', operator: '=', value: 'red' },
  { id: 'multiselect', field: 'tags', operator: 'in', value: 'red' },
  { id: 'checkbox', field: 'isMusician', operator: '=', value: false },
  { id: 'switch', field: 'active', operator: '=', value: false },
  { id: 'radio', field: 'gender', operator: '=', value: 'M' },
  { id: 'textarea', field: 'notes', operator: '=', value: 'hi' },
  { id: 'betweenNumber', field: 'age', operator: 'between', value: '18,65' },
  { id: 'betweenDate', field: 'birthday', operator: 'notBetween', value: ['1990-01-01', '2000-12-31'] },
  { id: 'betweenSelect', field: 'color', operator: 'between', value: 'red,blue' },
  { id: 'nullOp', field: 'firstName', operator: 'null', value: null },
];

const kitQuery: RuleGroupType = { id: 'root', combinator: 'and', rules: kitRules };

export interface KitBuilderProps {
  disabled?: boolean;
  showLockButtons?: boolean;
  showShiftActions?: boolean;
  listsAsArrays?: boolean;
  showNotToggle?: boolean;
}

/**
 * `setup(props)` for a kit's full-builder tests: renders `<QueryBuilder>` with the fixtures inside
 * `Wrapper` (the kit's provider and compat wrapper), and returns helpers to reach a rule, its
 * value editor and the last query reported.
 */
export function kitBuilderSetup(Wrapper: ComponentType<{ children: ReactNode }>) {
  return (props: KitBuilderProps = {}) => {
    const onQueryChange = vi.fn();
    const utils = render(
      <Wrapper>
        <QueryBuilder fields={kitFields} defaultQuery={kitQuery} onQueryChange={onQueryChange} {...props} />
      </Wrapper>
    );
    const lastQuery = (): RuleGroupType => onQueryChange.mock.lastCall![0];
    const lastRule = (id: string) => lastQuery().rules.find(r => 'id' in r && r.id === id) as RuleType;
    const rule = (id: string) => utils.container.querySelector<HTMLElement>(`[data-rule-id="${id}"]`)!;
    const editor = (id: string) => within(rule(id)).getByTestId(TestID.valueEditor);
    return { ...utils, onQueryChange, lastQuery, lastRule, rule, editor, user: userEvent.setup() };
  };
}

/** Every kit test renders full builders and drives them with user-event: room for busy machines. */
export function useKitTestDefaults() {
  vi.setConfig({ testTimeout: 30_000 });
  afterEach(cleanup);
}

// ---------------------------------------------------------------------------------------------
// The shared contract of a kit's components, each rendered on its own

export interface KitComponents {
  /** Describes the kit in test names, e.g. "Bulma". */
  name: string;
  /** The kit's provider, if its components need one. */
  Provider?: ComponentType<{ children: ReactNode }>;
  /** A kit without its own action element (styled by classnames only) leaves this out. */
  actionElement?: ComponentType<ActionProps>;
  valueSelector: ComponentType<VersatileSelectorProps>;
  notToggle: ComponentType<NotToggleProps>;
  valueEditor: ComponentType<ValueEditorProps>;
  /**
   * Picks the option labelled `label` in the selector rendered with `data-testid` on `control`.
   * Defaults to choosing it in the native `<select>` (the control itself or the one inside it).
   */
  pickOption?: (user: User, control: HTMLElement, label: string) => Promise<void>;
  /** The element a reader clicks to flip the not toggle whose `data-testid` element is given. */
  notToggleTarget?: (toggle: HTMLElement) => HTMLElement;
}

const nativeSelectIn = (control: HTMLElement) =>
  (control.tagName === 'SELECT' ? control : control.querySelector('select')) as HTMLSelectElement;

const pickNative = async (user: User, control: HTMLElement, label: string) => {
  await user.selectOptions(nativeSelectIn(control), label);
};

const defaultToggleTarget = (toggle: HTMLElement): HTMLElement =>
  toggle.matches('input, button, [role="switch"]') ? toggle : (toggle.querySelector<HTMLElement>('input, [role="switch"], button') ?? toggle);

const options: FullOption[] = [
  { name: 'one', value: 'one', label: 'One' },
  { name: 'two', value: 'two', label: 'Two' },
  { name: 'three', value: 'three', label: 'Three' },
];

/** What the library passes every control besides its own props. */
const commonProps = { path: [0], level: 1, testID: 'kit-control', className: 'kit-class', title: 'Kit title' };

/** The parts of a schema the kits' editors reach for (the selector for select editors). */
const schemaFor = (kit: KitComponents) =>
  ({ controls: { valueSelector: kit.valueSelector }, fields: [], getInputType: () => 'text', parseNumbers: false }) as unknown as Schema<FullField, string>;

const control = () => screen.getByTestId(commonProps.testID);

/** The component contract tests for one kit: an action element, a value selector, a not toggle and a value editor. */
export function testKitComponents(kit: KitComponents) {
  const { Provider = ({ children }: { children: ReactNode }) => <>{children}</> } = kit;
  const pickOption = kit.pickOption ?? pickNative;
  const notToggleTarget = kit.notToggleTarget ?? defaultToggleTarget;
  const show = (element: ReactNode) => render(<Provider>{element}</Provider>);

  describe(`${kit.name} components, each on its own`, () => {
    afterEach(cleanup);

    const ActionElement = kit.actionElement;
    if (ActionElement) {
      describe('action element', () => {
        const actionProps = (overrides: Partial<ActionProps> = {}): ActionProps =>
          ({ ...commonProps, label: 'Act', handleOnClick: vi.fn(), schema: schemaFor(kit), ruleOrGroup: kitQuery, ...overrides }) as ActionProps;

        it('shows its label and title, carries the class and test id, and reports a click', async () => {
          const props = actionProps();
          show(<ActionElement {...props} />);
          const button = control();
          expect(button.textContent).toContain('Act');
          expect(button.getAttribute('title')).toBe('Kit title');
          expectClasses(button, 'kit-class');
          await userEvent.setup().click(button);
          expect(props.handleOnClick).toHaveBeenCalledTimes(1);
        });

        it('reports no click while disabled', async () => {
          const props = actionProps({ disabled: true });
          show(<ActionElement {...props} />);
          expect(isDisabled(control())).toBe(true);
          await userEvent.setup().click(control());
          expect(props.handleOnClick).not.toHaveBeenCalled();
        });

        it('shows a disabled translation instead, and stays clickable (lock buttons)', async () => {
          const props = actionProps({ disabled: true, disabledTranslation: { label: 'Unlock', title: 'Unlock it' } });
          show(<ActionElement {...props} />);
          expect(control().textContent).toContain('Unlock');
          expect(control().getAttribute('title')).toBe('Unlock it');
          await userEvent.setup().click(control());
          expect(props.handleOnClick).toHaveBeenCalledTimes(1);
        });
      });
    }

    describe('value selector', () => {
      const Selector = kit.valueSelector;
      const selectorProps = (overrides: Partial<VersatileSelectorProps> = {}): VersatileSelectorProps =>
        ({ ...commonProps, options, value: 'two', handleOnChange: vi.fn(), schema: schemaFor(kit), ...overrides }) as VersatileSelectorProps;

      it('shows the selected option and reports the one picked', async () => {
        const props = selectorProps();
        show(<Selector {...props} />);
        expect(control().getAttribute('title')).toBe('Kit title');
        const native = nativeSelectIn(control());
        expect(native ? native.selectedOptions[0]?.textContent : control().textContent).toContain('Two');
        await pickOption(userEvent.setup(), control(), 'Three');
        expect(props.handleOnChange).toHaveBeenLastCalledWith('three');
      });

      it('reports several picked options as a comma-separated list', async () => {
        const props = selectorProps({ multiple: true, value: 'one' });
        show(<Selector {...props} />);
        await pickOption(userEvent.setup(), control(), 'Three');
        expect(props.handleOnChange).toHaveBeenLastCalledWith('one,three');
      });

      it('reports several picked options as an array with listsAsArrays', async () => {
        // The library hands a selector its value as stored; with listsAsArrays that is an array.
        const props = selectorProps({ multiple: true, value: ['one'] as unknown as string, listsAsArrays: true });
        show(<Selector {...props} />);
        await pickOption(userEvent.setup(), control(), 'Two');
        expect(props.handleOnChange).toHaveBeenLastCalledWith(['one', 'two']);
      });

      it('is disabled when told', () => {
        show(<Selector {...selectorProps({ disabled: true })} />);
        const target = nativeSelectIn(control()) ?? control().querySelector('button, [role="combobox"]') ?? control();
        expect(isDisabled(target)).toBe(true);
      });
    });

    describe('not toggle', () => {
      const Toggle = kit.notToggle;
      const toggleProps = (overrides: Partial<NotToggleProps> = {}): NotToggleProps =>
        ({ ...commonProps, label: 'Not', checked: false, handleOnChange: vi.fn(), schema: schemaFor(kit), ruleGroup: kitQuery, ...overrides }) as NotToggleProps;

      it('shows its label and reports turning on', async () => {
        const props = toggleProps();
        const { container } = show(<Toggle {...props} />);
        expect(container.textContent).toContain('Not');
        await userEvent.setup().click(notToggleTarget(control()));
        expect(props.handleOnChange).toHaveBeenLastCalledWith(true);
      });

      it('reports turning off when checked', async () => {
        const props = toggleProps({ checked: true });
        show(<Toggle {...props} />);
        await userEvent.setup().click(notToggleTarget(control()));
        expect(props.handleOnChange).toHaveBeenLastCalledWith(false);
      });

      it('is disabled when told', () => {
        show(<Toggle {...toggleProps({ disabled: true })} />);
        expect(isDisabled(notToggleTarget(control()))).toBe(true);
      });
    });

    describe('value editor', () => {
      const Editor = kit.valueEditor;
      const editorProps = (overrides: Partial<ValueEditorProps> = {}): ValueEditorProps =>
        ({
          ...commonProps,
          field: 'f',
          fieldData: { name: 'f', value: 'f', label: 'F' },
          operator: '=',
          value: 'old',
          valueSource: 'value',
          type: 'text',
          inputType: 'text',
          handleOnChange: vi.fn(),
          schema: schemaFor(kit),
          rule: { field: 'f', operator: '=', value: 'old' },
          ...overrides,
        }) as ValueEditorProps;

      it('edits a text value', () => {
        const props = editorProps();
        show(<Editor {...props} />);
        const input = (control().matches('input') ? control() : control().querySelector('input')) as HTMLInputElement;
        expect(input.value).toBe('old');
        fireEvent.change(input, { target: { value: 'new' } });
        expect(props.handleOnChange).toHaveBeenLastCalledWith('new');
      });

      it('renders two inputs for between and reports the pair', () => {
        const props = editorProps({ operator: 'between', value: '1,5' });
        show(<Editor {...props} />);
        const inputs = control().querySelectorAll('input');
        expect(inputs).toHaveLength(2);
        fireEvent.change(inputs[1], { target: { value: '9' } });
        expect(props.handleOnChange).toHaveBeenLastCalledWith('1,9');
      });

      it('renders the value selector for a select editor', async () => {
        const props = editorProps({ type: 'select', values: options, value: 'one' });
        show(<Editor {...props} />);
        await pickOption(userEvent.setup(), control(), 'Two');
        expect(props.handleOnChange).toHaveBeenLastCalledWith('two');
      });

      it('renders nothing for an operator that takes no value', () => {
        show(<Editor {...editorProps({ operator: 'null' })} />);
        expect(screen.queryByTestId(commonProps.testID)).toBeNull();
      });

      it('is disabled when told', () => {
        show(<Editor {...editorProps({ disabled: true })} />);
        const input = control().matches('input') ? control() : control().querySelector('input')!;
        expect(isDisabled(input)).toBe(true);
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The full-builder tests every kit passes alike

export interface KitBuilderChecks {
  /** Describes the kit in test names, e.g. "Bulma". */
  name: string;
  /** Asserts the kit's classes (and `rule-value`) on a text-like input editor of the given `type`. */
  expectInputClasses: (input: HTMLInputElement, type: string) => void;
  /** The element of a between pair's input that carries the kit's classes (the input itself by default). */
  betweenInputBox?: (input: HTMLInputElement) => Element;
  /** The kit's classes on that element, besides `rule-value-list-item`. */
  betweenInputClasses: string[];
  /** The kit's classes on a between pair's native `<select>` box; leave out for kits without native selects. */
  betweenSelectClasses?: string[];
  /** The element of the textarea editor that carries the kit's classes (the textarea by default). */
  textareaBox?: (textarea: HTMLTextAreaElement) => Element;
  /** The kit's classes on that element, besides `rule-value`. */
  textareaClasses: string[];
  /** The controls a disabled builder must have disabled (default: every input, select, textarea and button). */
  disabledControls?: string;
  /** How many such controls there are at least. */
  minDisabledControls?: number;
}

/**
 * The full-builder tests that read the same for every kit: lock buttons' disabled translation,
 * the between editors (inputs, native selects, `listsAsArrays`), the textarea, `null` operators,
 * and a disabled builder. `setup` is the kit's {@link kitBuilderSetup}.
 */
export function testKitBuilder(setup: ReturnType<typeof kitBuilderSetup>, checks: KitBuilderChecks) {
  const { name, betweenInputBox = input => input, textareaBox = textarea => textarea } = checks;

  describe(`${name} builder, as every kit`, () => {
    it('shows the disabled translation of lock buttons', async () => {
      const { user, lastRule, rule } = setup({ showLockButtons: true });
      const lock = within(rule('text')).getByTestId(TestID.lockRule);
      expect(lock.getAttribute('title')).toBe('Lock rule');
      await user.click(lock);
      expect(lastRule('text').disabled).toBe(true);
      const locked = within(rule('text')).getByTestId(TestID.lockRule);
      expect(locked.getAttribute('title')).toBe('Unlock rule');
      expect((locked as HTMLButtonElement).disabled).toBe(false);
    });

    it.each([
      ['text', 'text', 'Steve', 'Bob', 'Bob'],
      ['number', 'number', '26', '30', '30'],
      ['date', 'date', '2000-01-01', '2001-02-03', '2001-02-03'],
      ['time', 'time', '08:00', '09:15', '09:15'],
      ['datetime', 'datetime-local', '2024-03-10T10:00', '2024-03-11T11:30', '2024-03-11T11:30'],
    ])(`renders a ${name} input for %s values`, (id, type, initial, next, expected) => {
      const { editor, lastRule } = setup();
      const input = editor(id) as HTMLInputElement;
      expect(input.tagName).toBe('INPUT');
      expect(input.getAttribute('type')).toBe(type);
      checks.expectInputClasses(input, type);
      expect(input.getAttribute('title')).toBe('Value');
      expect(input.value).toBe(initial);
      fireEvent.change(input, { target: { value: next } });
      expect(`${lastRule(id).value}`).toBe(expected);
    });

    it(`renders two ${name} inputs for between`, () => {
      const { editor, lastRule } = setup();
      const inputs = editor('betweenNumber').querySelectorAll('input');
      expect(inputs).toHaveLength(2);
      for (const input of Array.from(inputs)) {
        expectClasses(betweenInputBox(input), ...checks.betweenInputClasses, 'rule-value-list-item');
      }
      fireEvent.change(inputs[1], { target: { value: '70' } });
      expect(lastRule('betweenNumber').value).toBe('18,70');

      const dates = editor('betweenDate').querySelectorAll('input');
      expect(Array.from(dates).map(d => d.type)).toEqual(['date', 'date']);
      fireEvent.change(dates[0], { target: { value: '1991-01-01' } });
      expect(lastRule('betweenDate').value).toEqual('1991-01-01,2000-12-31');
    });

    const { betweenSelectClasses } = checks;
    if (betweenSelectClasses) {
      it(`renders two ${name} selects for between with select values`, async () => {
        const { editor, lastRule, user } = setup();
        const selects = editor('betweenSelect').querySelectorAll('select');
        expect(selects).toHaveLength(2);
        for (const select of Array.from(selects)) {
          expectClasses(select.parentElement, ...betweenSelectClasses, 'rule-value-list-item');
        }
        await user.selectOptions(selects[1], 'green');
        expect(lastRule('betweenSelect').value).toBe('red,green');
      });
    }

    it('keeps between values as arrays with listsAsArrays', () => {
      const { editor, lastRule } = setup({ listsAsArrays: true });
      fireEvent.change(editor('betweenNumber').querySelectorAll('input')[0], { target: { value: '21' } });
      expect(lastRule('betweenNumber').value).toEqual(['21', '65']);
    });

    it(`renders a ${name} textarea`, () => {
      const { editor, lastRule } = setup();
      const textarea = editor('textarea') as HTMLTextAreaElement;
      expect(textarea.tagName).toBe('TEXTAREA');
      expectClasses(textareaBox(textarea), ...checks.textareaClasses, 'rule-value');
      fireEvent.change(textarea, { target: { value: 'hello' } });
      expect(lastRule('textarea').value).toBe('hello');
    });

    it('renders no editor for null operators', () => {
      const { rule } = setup();
      expect(within(rule('nullOp')).queryByTestId(TestID.valueEditor)).toBeNull();
    });

    it('disables every control', () => {
      const { container } = setup({ disabled: true, showNotToggle: true });
      const controls = container.querySelectorAll(checks.disabledControls ?? 'input, select, textarea, button');
      expect(controls.length).toBeGreaterThan(checks.minDisabledControls ?? 0);
      for (const el of Array.from(controls)) {
        // Comboboxes that are not form controls are disabled by ARIA.
        if (el.getAttribute('role') === 'combobox') expect(isDisabled(el)).toBe(true);
        else expectDisabled(el);
      }
    });
  });
}
