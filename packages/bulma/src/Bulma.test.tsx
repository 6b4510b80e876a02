// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { TestID } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { expectClasses, expectDisabled, kitBuilderSetup, kitRules, testKitComponents, useKitTestDefaults } from '../../kitTests';
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

  it.each([
    ['text', 'text', 'Steve', 'Bob', 'Bob'],
    ['number', 'number', '26', '30', '30'],
    ['date', 'date', '2000-01-01', '2001-02-03', '2001-02-03'],
    ['time', 'time', '08:00', '09:15', '09:15'],
    ['datetime', 'datetime-local', '2024-03-10T10:00', '2024-03-11T11:30', '2024-03-11T11:30'],
  ])('renders a Bulma input for %s values', (id, type, initial, next, expected) => {
    const { editor, lastRule } = setup();
    const input = editor(id) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe(type);
    expectClasses(input, 'input', 'is-small', 'rule-value');
    expect(input.getAttribute('title')).toBe('Value');
    expect(input.value).toBe(initial);
    fireEvent.change(input, { target: { value: next } });
    expect(`${lastRule(id).value}`).toBe(expected);
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

  it('renders a Bulma textarea', () => {
    const { editor, lastRule } = setup();
    const textarea = editor('textarea');
    expect(textarea.tagName).toBe('TEXTAREA');
    expectClasses(textarea, 'textarea', 'is-small');
    fireEvent.change(textarea, { target: { value: 'hello' } });
    expect(lastRule('textarea').value).toBe('hello');
  });

  it('renders two Bulma inputs for between', () => {
    const { editor, lastRule } = setup();
    const span = editor('betweenNumber');
    const inputs = span.querySelectorAll('input');
    expect(inputs).toHaveLength(2);
    for (const input of Array.from(inputs)) expectClasses(input, 'input', 'is-small', 'rule-value-list-item');
    fireEvent.change(inputs[1], { target: { value: '70' } });
    expect(lastRule('betweenNumber').value).toBe('18,70');

    const dates = editor('betweenDate').querySelectorAll('input');
    expect(Array.from(dates).map(d => d.type)).toEqual(['date', 'date']);
    fireEvent.change(dates[0], { target: { value: '1991-01-01' } });
    expect(lastRule('betweenDate').value).toEqual('1991-01-01,2000-12-31');
  });

  it('renders two Bulma selects for between with select values', async () => {
    const { editor, lastRule, user } = setup();
    const selects = editor('betweenSelect').querySelectorAll('select');
    expect(selects).toHaveLength(2);
    for (const select of Array.from(selects)) expectClasses(select.parentElement, 'select', 'rule-value-list-item');
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
  name: 'Bulma',
  valueSelector: BulmaValueSelector,
  notToggle: BulmaNotToggle,
  valueEditor: BulmaValueEditor,
});
