// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { RuleType } from 'react-querybuilder';
import { TestID } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { expectClasses, expectDisabled, kitBuilderSetup, kitRules, testKitComponents, useKitTestDefaults } from '../../kitTests';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { createRef } from 'react';
import {
  FluentActionElement,
  FluentDragHandle,
  FluentNotToggle,
  FluentShiftActions,
  FluentValueEditor,
  FluentValueSelector,
  QueryBuilderFluent,
  fluentControlElements,
  fluentTranslations,
} from './index';

useKitTestDefaults();

const setup = kitBuilderSetup(({ children }) => (
  <FluentProvider theme={webLightTheme}>
    <QueryBuilderFluent>{children}</QueryBuilderFluent>
  </FluentProvider>
));
const rules = kitRules;

describe('QueryBuilderFluent', () => {
  it('exports the public API', () => {
    expect(fluentControlElements).toEqual({
      actionElement: FluentActionElement,
      dragHandle: FluentDragHandle,
      notToggle: FluentNotToggle,
      shiftActions: FluentShiftActions,
      valueEditor: FluentValueEditor,
      valueSelector: FluentValueSelector,
    });
    expect(Object.keys(fluentTranslations)).toContain('dragHandle');
  });

  it('renders every single-value selector as a Fluent Select', () => {
    const { container } = setup();
    const selects = container.querySelectorAll('select');
    expect(selects.length).toBeGreaterThan(0);
    for (const select of Array.from(selects)) {
      expectClasses(select, 'fui-Select__select');
      expectClasses(select.parentElement, 'fui-Select');
    }
    const fieldSelector = within(container.querySelector('[data-rule-id="text"]')!).getByTestId(TestID.fields);
    expect(fieldSelector.tagName).toBe('SELECT');
    expect(fieldSelector.getAttribute('title')).toBe('Field');
    expectClasses(fieldSelector.parentElement, 'fui-Select', 'rule-fields');
  });

  it('renders Fluent buttons with icon labels and handles actions', async () => {
    const { user, lastQuery } = setup();
    const addRule = screen.getByTestId(TestID.addRule);
    expect(addRule.tagName).toBe('BUTTON');
    expectClasses(addRule, 'fui-Button', 'ruleGroup-addRule');
    const removeRule = screen.getAllByTestId(TestID.removeRule)[0];
    expectClasses(removeRule, 'fui-Button', 'rule-remove');
    expect(removeRule.querySelector('svg')).not.toBeNull();
    expect(removeRule.getAttribute('title')).toBe('Remove rule');
    await user.click(addRule);
    expect(lastQuery().rules).toHaveLength(rules.length + 1);
    await user.click(screen.getAllByTestId(TestID.removeRule)[0]);
    expect(lastQuery().rules).toHaveLength(rules.length);
  });

  it('shows the disabled translation of lock buttons', async () => {
    const { user, lastRule, rule } = setup({ showLockButtons: true });
    await user.click(within(rule('text')).getByTestId(TestID.lockRule));
    expect(lastRule('text').disabled).toBe(true);
    const locked = within(rule('text')).getByTestId(TestID.lockRule);
    expect(locked.getAttribute('title')).toBe('Unlock rule');
    expect((locked as HTMLButtonElement).disabled).toBe(false);
  });

  it('renders Fluent shift actions', async () => {
    const { user, lastQuery, rule } = setup({ showShiftActions: true });
    const shift = within(rule('text')).getByTestId(TestID.shiftActions);
    expectClasses(shift, 'shiftActions');
    const [up, down] = Array.from(shift.querySelectorAll('button'));
    expectClasses(up, 'fui-Button');
    expect(up.getAttribute('title')).toBe('Shift up');
    expect(up.disabled).toBe(true);
    await user.click(down);
    expect((lastQuery().rules[1] as RuleType).id).toBe('text');
  });

  it('renders the Fluent drag handle', () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <FluentDragHandle
        ref={ref}
        testID={TestID.dragHandle}
        className="queryBuilder-dragHandle"
        title="Drag"
        label={fluentTranslations.dragHandle?.label}
        path={[0]}
        level={1}
        schema={{} as never}
        ruleOrGroup={rules[0]}
        dragHandleAttributes={{ 'aria-roledescription': 'sortable' }}
      />
    );
    const handle = screen.getByTestId(TestID.dragHandle);
    expect(ref.current).toBe(handle);
    expectClasses(handle, 'queryBuilder-dragHandle');
    expect(handle.getAttribute('title')).toBe('Drag');
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    expect(handle.querySelector('svg')).not.toBeNull();
  });

  it('changes the field with the Fluent field selector', async () => {
    const { user, rule, lastRule } = setup();
    await user.selectOptions(within(rule('text')).getByTestId(TestID.fields), 'age');
    expect(lastRule('text').field).toBe('age');
  });

  it('renders the not toggle as a Fluent Switch', async () => {
    const { user, lastQuery } = setup({ showNotToggle: true });
    const toggle = screen.getByTestId(TestID.notToggle);
    expect(toggle.getAttribute('role')).toBe('switch');
    expectClasses(toggle.parentElement, 'fui-Switch', 'ruleGroup-notToggle');
    expect(toggle.parentElement?.textContent).toBe('Not');
    await user.click(toggle);
    expect(lastQuery().not).toBe(true);
  });

  it.each([
    ['text', 'text', 'Steve', 'Bob', 'Bob'],
    ['number', 'number', '26', '30', '30'],
    ['date', 'date', '2000-01-01', '2001-02-03', '2001-02-03'],
    ['time', 'time', '08:00', '09:15', '09:15'],
    ['datetime', 'datetime-local', '2024-03-10T10:00', '2024-03-11T11:30', '2024-03-11T11:30'],
  ])('renders a Fluent Input for %s values', (id, type, initial, next, expected) => {
    const { editor, lastRule } = setup();
    const input = editor(id) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe(type);
    expectClasses(input, 'fui-Input__input');
    expectClasses(input.parentElement, 'fui-Input', 'rule-value');
    expect(input.getAttribute('title')).toBe('Value');
    expect(input.value).toBe(initial);
    fireEvent.change(input, { target: { value: next } });
    expect(`${lastRule(id).value}`).toBe(expected);
  });

  it('renders a Fluent Select for select values', async () => {
    const { editor, lastRule, user } = setup();
    const select = editor('select') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expectClasses(select.parentElement, 'fui-Select', 'rule-value');
    await user.selectOptions(select, 'blue');
    expect(lastRule('select').value).toBe('blue');
  });

  it('renders a Fluent multiselect Dropdown for multiselect values', async () => {
    const { editor, lastRule, user } = setup();
    const combobox = editor('multiselect');
    expect(combobox.getAttribute('role')).toBe('combobox');
    expect(combobox.getAttribute('title')).toBe('Value');
    expectClasses(combobox.parentElement, 'fui-Dropdown', 'rule-value');
    expect(combobox.textContent).toContain('Red');
    await user.click(combobox);
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Green' }));
    expect(lastRule('multiselect').value).toBe('red,green');
  });

  it('reports multiselect values as arrays with listsAsArrays', async () => {
    const { editor, lastRule, user } = setup({ listsAsArrays: true });
    await user.click(editor('multiselect'));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Blue' }));
    expect(lastRule('multiselect').value).toEqual(['red', 'blue']);
  });

  it('renders a Fluent Select of fields for valueSource "field"', async () => {
    const { editor, lastRule, user, rule } = setup();
    expect(within(rule('fieldSource')).getByTestId(TestID.valueSourceSelector).tagName).toBe('SELECT');
    const select = editor('fieldSource') as HTMLSelectElement;
    expectClasses(select.parentElement, 'fui-Select');
    expect(Array.from(select.options).map(o => o.value)).toContain('firstName');
    await user.selectOptions(select, 'age');
    expect(lastRule('fieldSource').value).toBe('age');
  });

  it.each([
    ['checkbox', 'fui-Checkbox'],
    ['switch', 'fui-Switch'],
  ])('renders a Fluent %s', async (id, rootClass) => {
    const { editor, lastRule, user } = setup();
    const input = editor(id) as HTMLInputElement;
    expect(input.getAttribute('type')).toBe('checkbox');
    expect(input.getAttribute('title')).toBe('Value');
    expectClasses(input.parentElement, rootClass, 'rule-value');
    await user.click(input);
    expect(lastRule(id).value).toBe(true);
  });

  it('renders a Fluent RadioGroup', async () => {
    const { editor, lastRule, user } = setup();
    const radios = editor('radio');
    expectClasses(radios, 'fui-RadioGroup', 'rule-value');
    expect(radios.getAttribute('role')).toBe('radiogroup');
    expect(radios.querySelectorAll('.fui-Radio')).toHaveLength(2);
    await user.click(within(radios).getByLabelText('Female'));
    expect(lastRule('radio').value).toBe('F');
  });

  it('renders a Fluent Textarea', () => {
    const { editor, lastRule } = setup();
    const textarea = editor('textarea');
    expect(textarea.tagName).toBe('TEXTAREA');
    expectClasses(textarea.parentElement, 'fui-Textarea', 'rule-value');
    fireEvent.change(textarea, { target: { value: 'hello' } });
    expect(lastRule('textarea').value).toBe('hello');
  });

  it('renders two Fluent Inputs for between', () => {
    const { editor, lastRule } = setup();
    const inputs = editor('betweenNumber').querySelectorAll('input');
    expect(inputs).toHaveLength(2);
    for (const input of Array.from(inputs)) expectClasses(input.parentElement, 'fui-Input', 'rule-value-list-item');
    fireEvent.change(inputs[1], { target: { value: '70' } });
    expect(lastRule('betweenNumber').value).toBe('18,70');

    const dates = editor('betweenDate').querySelectorAll('input');
    expect(Array.from(dates).map(d => d.type)).toEqual(['date', 'date']);
    fireEvent.change(dates[0], { target: { value: '1991-01-01' } });
    expect(lastRule('betweenDate').value).toEqual('1991-01-01,2000-12-31');
  });

  it('renders two Fluent Selects for between with select values', async () => {
    const { editor, lastRule, user } = setup();
    const selects = editor('betweenSelect').querySelectorAll('select');
    expect(selects).toHaveLength(2);
    for (const select of Array.from(selects)) expectClasses(select.parentElement, 'fui-Select', 'rule-value-list-item');
    await user.selectOptions(selects[1], 'green');
    expect(lastRule('betweenSelect').value).toBe('red,green');
  });

  it('keeps between values as arrays with listsAsArrays', () => {
    const { editor, lastRule } = setup({ listsAsArrays: true });
    fireEvent.change(editor('betweenNumber').querySelectorAll('input')[0], { target: { value: '21' } });
    expect(lastRule('betweenNumber').value).toEqual(['21', '65']);
  });

  it('renders no editor for null operators', () => {
    const { rule } = setup();
    expect(within(rule('nullOp')).queryByTestId(TestID.valueEditor)).toBeNull();
  });

  it('disables every control', () => {
    const { container } = setup({ disabled: true, showNotToggle: true });
    const controls = container.querySelectorAll('input, select, textarea, button');
    expect(controls.length).toBeGreaterThan(30);
    for (const el of Array.from(controls)) {
      if (el.getAttribute('role') === 'combobox') {
        expect(el.getAttribute('aria-disabled') === 'true' || (el as HTMLButtonElement).disabled).toBe(true);
      } else {
        expectDisabled(el);
      }
    }
  });
});

testKitComponents({
  name: 'Fluent UI',
  Provider: ({ children }) => <FluentProvider theme={webLightTheme}>{children}</FluentProvider>,
  actionElement: FluentActionElement,
  valueSelector: FluentValueSelector,
  notToggle: FluentNotToggle,
  valueEditor: FluentValueEditor,
  // A multiple selector is a Dropdown of checkable items; a single one a native select.
  pickOption: async (user, control, label) => {
    if (control.getAttribute('role') === 'combobox') {
      await user.click(control);
      await user.click(screen.getByRole('menuitemcheckbox', { name: label }));
    } else {
      await user.selectOptions(control.tagName === 'SELECT' ? control : control.querySelector('select')!, label);
    }
  },
});
