// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { TestID } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { expectClasses, kitBuilderSetup, kitRules, testKitBuilder, testKitComponents, useKitTestDefaults } from '../../kitTests';
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
});

testKitBuilder(setup, {
  name: 'Chakra',
  expectInputClasses: input => expectClasses(input, 'chakra-input', 'rule-value'),
  betweenInputClasses: ['chakra-input'],
  betweenSelectClasses: [],
  textareaClasses: ['chakra-textarea'],
});

testKitComponents({
  name: 'Chakra UI',
  Provider: ({ children }) => <ChakraProvider value={defaultSystem}>{children}</ChakraProvider>,
  actionElement: ChakraActionElement,
  valueSelector: ChakraValueSelector,
  notToggle: ChakraNotToggle,
  valueEditor: ChakraValueEditor,
});
