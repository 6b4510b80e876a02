// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { TestID } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { expectClasses, kitBuilderSetup, kitRules, testKitBuilder, testKitComponents, useKitTestDefaults } from '../../kitTests';
import {
  BulmaNotToggle,
  BulmaValueEditor,
  BulmaValueSelector,
  QueryBuilderBulma,
  bulmaControlClassnames,
  bulmaControlElements,
} from './index';

useKitTestDefaults();

const setup = kitBuilderSetup(({ children }) => <QueryBuilderBulma>{children}</QueryBuilderBulma>);
const rules = kitRules;

describe('QueryBuilderBulma', () => {
  it('exports the public API', () => {
    expect(bulmaControlElements).toEqual({
      notToggle: BulmaNotToggle,
      valueEditor: BulmaValueEditor,
      valueSelector: BulmaValueSelector,
    });
    expect(bulmaControlClassnames.actionElement).toBe('button is-small');
  });

  it('renders every selector as a Bulma select', () => {
    const { container } = setup();
    const selects = container.querySelectorAll('select');
    expect(selects.length).toBeGreaterThan(0);
    for (const select of Array.from(selects)) {
      expectClasses(select.parentElement, 'select', 'is-small');
    }
    const fieldSelector = within(container.querySelector('[data-rule-id="text"]')!).getByTestId(TestID.fields);
    expect(fieldSelector.tagName).toBe('SELECT');
    expectClasses(fieldSelector.parentElement, 'select', 'rule-fields');
    expect(fieldSelector.getAttribute('title')).toBe('Field');
  });

  it('renders Bulma buttons and handles actions', async () => {
    const { user, lastQuery, onQueryChange } = setup();
    const addRule = screen.getByTestId(TestID.addRule);
    expectClasses(addRule, 'button', 'is-small', 'is-primary', 'ruleGroup-addRule');
    expectClasses(screen.getByTestId(TestID.addGroup), 'button', 'is-primary', 'is-light');
    expectClasses(screen.getAllByTestId(TestID.removeRule)[0], 'button', 'is-danger');
    await user.click(addRule);
    expect(lastQuery().rules).toHaveLength(rules.length + 1);
    await user.click(screen.getAllByTestId(TestID.removeRule)[0]);
    expect(lastQuery().rules).toHaveLength(rules.length);
    expect(onQueryChange).toHaveBeenCalled();
  });

  it('changes the field with the Bulma field selector', async () => {
    const { user, rule, lastRule } = setup();
    await user.selectOptions(within(rule('text')).getByTestId(TestID.fields), 'age');
    expect(lastRule('text').field).toBe('age');
  });

  it('renders the not toggle as a Bulma checkbox', async () => {
    const { user, lastQuery } = setup({ showNotToggle: true });
    const toggle = screen.getByTestId(TestID.notToggle);
    expect(toggle.tagName).toBe('LABEL');
    expectClasses(toggle, 'checkbox', 'ruleGroup-notToggle');
    await user.click(within(toggle).getByRole('checkbox'));
    expect(lastQuery().not).toBe(true);
  });

  it('renders a Bulma select for select values', async () => {
    const { editor, lastRule, user } = setup();
    const select = editor('select') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expectClasses(select.parentElement, 'select', 'is-small', 'rule-value');
    await user.selectOptions(select, 'blue');
    expect(lastRule('select').value).toBe('blue');
  });

  it('renders a Bulma multiple select for multiselect values', async () => {
    const { editor, lastRule, user } = setup();
    const select = editor('multiselect') as HTMLSelectElement;
    expect(select.multiple).toBe(true);
    expectClasses(select.parentElement, 'select', 'is-multiple');
    await user.selectOptions(select, 'green');
    expect(lastRule('multiselect').value).toBe('red,green');
  });

  it('renders a Bulma select of fields for valueSource "field"', async () => {
    const { editor, lastRule, user, rule } = setup();
    expect(within(rule('fieldSource')).getByTestId(TestID.valueSourceSelector).tagName).toBe('SELECT');
    const select = editor('fieldSource') as HTMLSelectElement;
    expectClasses(select.parentElement, 'select');
    expect(Array.from(select.options).map(o => o.value)).toContain('firstName');
    await user.selectOptions(select, 'age');
    expect(lastRule('fieldSource').value).toBe('age');
  });

  it.each(['checkbox', 'switch'])('renders a Bulma checkbox for %s values', async id => {
    const { editor, lastRule, user } = setup();
    const checkbox = editor(id) as HTMLInputElement;
    expect(checkbox.getAttribute('type')).toBe('checkbox');
    expect(checkbox.getAttribute('title')).toBe('Value');
    expectClasses(checkbox.parentElement, 'checkbox', 'rule-value');
    await user.click(checkbox);
    expect(lastRule(id).value).toBe(true);
  });

  it('renders Bulma radios', async () => {
    const { editor, lastRule, user } = setup();
    const radios = editor('radio');
    expectClasses(radios, 'radios', 'rule-value');
    expect(radios.querySelectorAll('label.radio')).toHaveLength(2);
    await user.click(within(radios).getByLabelText('Female'));
    expect(lastRule('radio').value).toBe('F');
  });
});

testKitBuilder(setup, {
  name: 'Bulma',
  expectInputClasses: input => expectClasses(input, 'input', 'is-small', 'rule-value'),
  betweenInputClasses: ['input', 'is-small'],
  betweenSelectClasses: ['select'],
  textareaClasses: ['textarea', 'is-small'],
});

testKitComponents({
  name: 'Bulma',
  valueSelector: BulmaValueSelector,
  notToggle: BulmaNotToggle,
  valueEditor: BulmaValueEditor,
});
