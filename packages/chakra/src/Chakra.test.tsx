// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { TestID } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { expectClasses, expectDisabled, kitBuilderSetup, kitRules, testKitComponents, useKitTestDefaults } from '../../kitTests';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import {
  ChakraActionElement,
  ChakraNotToggle,
  ChakraValueEditor,
  ChakraValueSelector,
  QueryBuilderChakra,
  chakraControlElements,
  chakraTranslations,
} from './index';

useKitTestDefaults();

const setup = kitBuilderSetup(({ children }) => (
  <ChakraProvider value={defaultSystem}>
    <QueryBuilderChakra>{children}</QueryBuilderChakra>
  </ChakraProvider>
));
const rules = kitRules;

describe('QueryBuilderChakra', () => {
  it('exports the public API', () => {
    expect(chakraControlElements).toEqual({
      actionElement: ChakraActionElement,
      notToggle: ChakraNotToggle,
      valueEditor: ChakraValueEditor,
      valueSelector: ChakraValueSelector,
    });
    expect(Object.keys(chakraTranslations)).toContain('removeRule');
  });

  it('renders every selector as a Chakra native select', () => {
    const { container } = setup();
    const selects = container.querySelectorAll('select');
    expect(selects.length).toBeGreaterThan(0);
    for (const select of Array.from(selects)) {
      expectClasses(select, 'chakra-native-select__field');
      expectClasses(select.parentElement, 'chakra-native-select__root');
    }
    const fieldSelector = within(container.querySelector('[data-rule-id="text"]')!).getByTestId(TestID.fields);
    expect(fieldSelector.tagName).toBe('SELECT');
    expectClasses(fieldSelector.parentElement, 'chakra-native-select__root', 'rule-fields');
    expect(fieldSelector.getAttribute('title')).toBe('Field');
  });

  it('renders Chakra buttons with icon labels and handles actions', async () => {
    const { user, lastQuery } = setup();
    const addRule = screen.getByTestId(TestID.addRule);
    expect(addRule.tagName).toBe('BUTTON');
    expectClasses(addRule, 'chakra-button', 'ruleGroup-addRule');
    const removeRule = screen.getAllByTestId(TestID.removeRule)[0];
    expectClasses(removeRule, 'chakra-button', 'rule-remove');
    expect(removeRule.querySelector('svg')).not.toBeNull();
    expect(removeRule.getAttribute('title')).toBe('Remove rule');
    await user.click(addRule);
    expect(lastQuery().rules).toHaveLength(rules.length + 1);
    await user.click(screen.getByTestId(TestID.addGroup));
    expect(lastQuery().rules).toHaveLength(rules.length + 2);
    await user.click(screen.getAllByTestId(TestID.removeRule)[0]);
    expect(lastQuery().rules).toHaveLength(rules.length + 1);
  });

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

  it('changes the field with the Chakra field selector', async () => {
    const { user, rule, lastRule } = setup();
    await user.selectOptions(within(rule('text')).getByTestId(TestID.fields), 'age');
    expect(lastRule('text').field).toBe('age');
  });

  it('renders the not toggle as a Chakra switch', async () => {
    const { user, lastQuery } = setup({ showNotToggle: true });
    const toggle = screen.getByTestId(TestID.notToggle);
    expect(toggle.tagName).toBe('LABEL');
    expectClasses(toggle, 'chakra-switch__root', 'ruleGroup-notToggle');
    expect(toggle.textContent).toBe('Not');
    await user.click(toggle);
    expect(lastQuery().not).toBe(true);
  });

  it.each([
    ['text', 'text', 'Steve', 'Bob', 'Bob'],
    ['number', 'number', '26', '30', '30'],
    ['date', 'date', '2000-01-01', '2001-02-03', '2001-02-03'],
    ['time', 'time', '08:00', '09:15', '09:15'],
    ['datetime', 'datetime-local', '2024-03-10T10:00', '2024-03-11T11:30', '2024-03-11T11:30'],
  ])('renders a Chakra Input for %s values', (id, type, initial, next, expected) => {
    const { editor, lastRule } = setup();
    const input = editor(id) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe(type);
    expectClasses(input, 'chakra-input', 'rule-value');
    expect(input.getAttribute('title')).toBe('Value');
    expect(input.value).toBe(initial);
    fireEvent.change(input, { target: { value: next } });
    expect(`${lastRule(id).value}`).toBe(expected);
  });

  it('renders a Chakra native select for select values', async () => {
    const { editor, lastRule, user } = setup();
    const select = editor('select') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expectClasses(select, 'chakra-native-select__field');
    expectClasses(select.parentElement, 'rule-value');
    expect(select.getAttribute('title')).toBe('Value');
    await user.selectOptions(select, 'blue');
    expect(lastRule('select').value).toBe('blue');
  });

  it('renders a Chakra native multiple select for multiselect values', async () => {
    const { editor, lastRule, user } = setup();
    const select = editor('multiselect') as HTMLSelectElement;
    expect(select.multiple).toBe(true);
    expectClasses(select, 'chakra-native-select__field');
    await user.selectOptions(select, 'green');
    expect(lastRule('multiselect').value).toBe('red,green');
  });

  it('renders a Chakra select of fields for valueSource "field"', async () => {
    const { editor, lastRule, user, rule } = setup();
    expect(within(rule('fieldSource')).getByTestId(TestID.valueSourceSelector).tagName).toBe('SELECT');
    const select = editor('fieldSource') as HTMLSelectElement;
    expectClasses(select, 'chakra-native-select__field');
    expect(Array.from(select.options).map(o => o.value)).toContain('firstName');
    await user.selectOptions(select, 'age');
    expect(lastRule('fieldSource').value).toBe('age');
  });

  it.each([
    ['checkbox', 'chakra-checkbox__root'],
    ['switch', 'chakra-switch__root'],
  ])('renders a Chakra %s', async (id, rootClass) => {
    const { editor, lastRule, user } = setup();
    const input = editor(id) as HTMLInputElement;
    expect(input.getAttribute('type')).toBe('checkbox');
    const root = input.closest('label');
    expectClasses(root, rootClass, 'rule-value');
    expect(root?.getAttribute('title')).toBe('Value');
    await user.click(root!);
    expect(lastRule(id).value).toBe(true);
  });

  it('renders a Chakra radio group', async () => {
    const { editor, lastRule, user } = setup();
    const radios = editor('radio');
    expectClasses(radios, 'chakra-radio-group__root', 'rule-value');
    expect(radios.getAttribute('role')).toBe('radiogroup');
    expect(radios.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    await user.click(within(radios).getByText('Female'));
    expect(lastRule('radio').value).toBe('F');
  });

  it('renders a Chakra Textarea', () => {
    const { editor, lastRule } = setup();
    const textarea = editor('textarea');
    expect(textarea.tagName).toBe('TEXTAREA');
    expectClasses(textarea, 'chakra-textarea', 'rule-value');
    fireEvent.change(textarea, { target: { value: 'hello' } });
    expect(lastRule('textarea').value).toBe('hello');
  });

  it('renders two Chakra Inputs for between', () => {
    const { editor, lastRule } = setup();
    const inputs = editor('betweenNumber').querySelectorAll('input');
    expect(inputs).toHaveLength(2);
    for (const input of Array.from(inputs)) expectClasses(input, 'chakra-input', 'rule-value-list-item');
    fireEvent.change(inputs[1], { target: { value: '70' } });
    expect(lastRule('betweenNumber').value).toBe('18,70');

    const dates = editor('betweenDate').querySelectorAll('input');
    expect(Array.from(dates).map(d => d.type)).toEqual(['date', 'date']);
    fireEvent.change(dates[0], { target: { value: '1991-01-01' } });
    expect(lastRule('betweenDate').value).toEqual('1991-01-01,2000-12-31');
  });

  it('renders two Chakra selects for between with select values', async () => {
    const { editor, lastRule, user } = setup();
    const selects = editor('betweenSelect').querySelectorAll('select');
    expect(selects).toHaveLength(2);
    for (const select of Array.from(selects)) expectClasses(select.parentElement, 'rule-value-list-item');
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
    for (const el of Array.from(container.querySelectorAll('input, select, textarea, button'))) {
      expectDisabled(el);
    }
  });
});

testKitComponents({
  name: 'Chakra UI',
  Provider: ({ children }) => <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>,
  actionElement: ChakraActionElement,
  valueSelector: ChakraValueSelector,
  notToggle: ChakraNotToggle,
  valueEditor: ChakraValueEditor,
});
