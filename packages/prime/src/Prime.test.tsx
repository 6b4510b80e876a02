// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Field, RuleGroupType } from 'react-querybuilder';
import { QueryBuilder, TestID } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testKitComponents } from '../../kitTests';
import {
  PrimeActionElement,
  PrimeNotToggle,
  PrimeValueEditor,
  PrimeValueSelector,
  QueryBuilderPrime,
  primeControlElements,
  primeTranslations,
} from './index';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

const colors = [
  { name: 'red', label: 'Red' },
  { name: 'green', label: 'Green' },
];

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age', inputType: 'number' },
  { name: 'color', label: 'Color', valueEditorType: 'select', values: colors },
  { name: 'tags', label: 'Tags', valueEditorType: 'multiselect', values: colors },
  { name: 'isMusician', label: 'Is musician', valueEditorType: 'checkbox', defaultValue: false },
  { name: 'active', label: 'Active', valueEditorType: 'switch' },
  { name: 'gender', label: 'Gender', valueEditorType: 'radio', values: [{ name: 'M', label: 'Male' }, { name: 'F', label: 'Female' }] },
  { name: 'notes', label: 'Notes', valueEditorType: 'textarea' },
];

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { id: 'text', field: 'firstName', operator: '=', value: 'Steve' },
    { id: 'between', field: 'age', operator: 'between', value: '18,30' },
    { id: 'select', field: 'color', operator: '=', value: 'green' },
    { id: 'checkbox', field: 'isMusician', operator: '=', value: true },
    { id: 'switch', field: 'active', operator: '=', value: false },
    { id: 'radio', field: 'gender', operator: '=', value: 'F' },
    { id: 'textarea', field: 'notes', operator: '=', value: 'Hi' },
    { id: 'null', field: 'firstName', operator: 'null', value: '' },
  ],
};

const renderBuilder = (props: Partial<React.ComponentProps<typeof QueryBuilder>> = {}) => {
  const onQueryChange = vi.fn();
  const result = render(
    <QueryBuilderPrime>
      <QueryBuilder fields={fields} defaultQuery={query} onQueryChange={onQueryChange} {...props} />
    </QueryBuilderPrime>
  );
  const rule = (id: string) => result.container.querySelector(`[data-rule-id="${id}"]`) as HTMLElement;
  const lastQuery = () => onQueryChange.mock.lastCall?.[0] as RuleGroupType;
  const ruleValue = (id: string) => (lastQuery().rules.find(r => 'id' in r && r.id === id) as { value: unknown }).value;
  return { ...result, onQueryChange, rule, lastQuery, ruleValue };
};

describe('primeControlElements', () => {
  it('replaces the action element, drag handle, not-toggle, shift actions, value editor and value selector', () => {
    expect(primeControlElements).toEqual({
      actionElement: PrimeActionElement,
      dragHandle: expect.anything(),
      notToggle: PrimeNotToggle,
      shiftActions: expect.any(Function),
      valueEditor: PrimeValueEditor,
      valueSelector: PrimeValueSelector,
    });
  });
});

describe('QueryBuilderPrime', () => {
  it('draws every button as a PrimeReact button', () => {
    renderBuilder();
    const buttons = screen.getAllByRole('button').filter(b => b.tagName === 'BUTTON');
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.classList.contains('p-button')).toBe(true);
  });

  it('draws selectors as PrimeReact dropdowns named after their title', () => {
    const { rule } = renderBuilder();
    const fieldSelector = within(rule('text')).getByTestId(TestID.fields);
    expect(fieldSelector.classList.contains('p-dropdown')).toBe(true);
    const focusable = fieldSelector.querySelector('input[aria-haspopup="listbox"]');
    expect(focusable?.getAttribute('aria-label')).toBe('Field');
  });

  it('shows the selected option of a dropdown', () => {
    const { rule } = renderBuilder();
    expect(within(rule('text')).getByTestId(TestID.fields).textContent).toContain('First name');
  });

  it('draws a multiselect editor as a PrimeReact MultiSelect', () => {
    const { rule } = renderBuilder({
      defaultQuery: { combinator: 'and', rules: [{ id: 'multi', field: 'tags', operator: 'in', value: 'red' }] },
    });
    expect(within(rule('multi')).getByTestId(TestID.valueEditor).classList.contains('p-multiselect')).toBe(true);
  });

  it('updates the query when a text value is typed', () => {
    const { rule, ruleValue } = renderBuilder();
    fireEvent.change(within(rule('text')).getByTestId(TestID.valueEditor), { target: { value: 'Jo' } });
    expect(ruleValue('text')).toBe('Jo');
  });

  it('draws two inputs for between and keeps the value as a list', () => {
    const { rule, ruleValue } = renderBuilder();
    const inputs = within(rule('between')).getAllByRole('spinbutton');
    expect(inputs).toHaveLength(2);
    fireEvent.change(inputs[1], { target: { value: '40' } });
    expect(ruleValue('between')).toBe('18,40');
  });

  it('toggles a checkbox value', () => {
    const { rule, ruleValue } = renderBuilder();
    const box = within(rule('checkbox')).getByTestId(TestID.valueEditor);
    expect(box.classList.contains('p-checkbox')).toBe(true);
    fireEvent.click(within(box).getByRole('checkbox'));
    expect(ruleValue('checkbox')).toBe(false);
  });

  it('turns a switch value on', () => {
    const { rule, ruleValue } = renderBuilder();
    const toggle = within(rule('switch')).getByTestId(TestID.valueEditor);
    expect(toggle.classList.contains('p-inputswitch')).toBe(true);
    fireEvent.click(within(toggle).getByRole('switch'));
    expect(ruleValue('switch')).toBe(true);
  });

  it('selects a radio value by its label', () => {
    const { rule, ruleValue } = renderBuilder();
    fireEvent.click(within(rule('radio')).getByLabelText('Male'));
    expect(ruleValue('radio')).toBe('M');
  });

  it('draws a textarea editor as a PrimeReact InputTextarea', () => {
    const { rule } = renderBuilder();
    const area = within(rule('textarea')).getByTestId(TestID.valueEditor);
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.classList.contains('p-inputtextarea')).toBe(true);
  });

  it('draws no value editor for operators without a value', () => {
    const { rule } = renderBuilder();
    expect(within(rule('null')).queryByTestId(TestID.valueEditor)).toBeNull();
  });

  it('announces a switch once: its input is the only element with a role', () => {
    const { rule } = renderBuilder();
    const toggle = within(rule('switch')).getByTestId(TestID.valueEditor);
    expect(toggle.getAttribute('role')).toBeNull();
    expect(within(toggle).getAllByRole('switch')).toHaveLength(1);
  });

  it('inverts the group with the labelled not-toggle', () => {
    const { lastQuery } = renderBuilder({ showNotToggle: true });
    fireEvent.click(screen.getByLabelText('Not'));
    expect(lastQuery().not).toBe(true);
  });

  it('adds a rule with the add-rule button', () => {
    const { lastQuery } = renderBuilder();
    fireEvent.click(screen.getAllByTestId(TestID.addRule)[0]);
    expect(lastQuery().rules).toHaveLength(query.rules.length + 1);
  });

  it('draws the remove buttons with an icon and keeps their title', () => {
    const { rule } = renderBuilder();
    const remove = within(rule('text')).getByTestId(TestID.removeRule);
    expect(remove.querySelector('svg')).not.toBeNull();
    expect(remove.getAttribute('title')).toBe('Remove rule');
  });

  it('shows a disabled lock button with its disabled translation, still clickable', () => {
    const { rule } = renderBuilder({
      showLockButtons: true,
      defaultQuery: { combinator: 'and', rules: [{ id: 'locked', field: 'firstName', operator: '=', value: 'x', disabled: true }] },
    });
    const lock = within(rule('locked')).getByTestId(TestID.lockRule) as HTMLButtonElement;
    expect(lock.disabled).toBe(false);
    expect(lock.getAttribute('title')).toBe('Unlock rule');
  });

  it('labels the shift actions with chevron icons', () => {
    const { rule } = renderBuilder({ showShiftActions: true });
    const shift = within(rule('between')).getByTestId(TestID.shiftActions);
    expect(within(shift).getAllByRole('button').map(b => !!b.querySelector('svg'))).toEqual([true, true]);
  });
});

describe('primeTranslations', () => {
  it('changes labels only, never titles', () => {
    for (const translation of Object.values(primeTranslations)) expect(translation).not.toHaveProperty('title');
  });
});

testKitComponents({
  name: 'PrimeReact',
  actionElement: PrimeActionElement,
  valueSelector: PrimeValueSelector,
  notToggle: PrimeNotToggle,
  valueEditor: PrimeValueEditor,
  // Dropdowns and multi-selects open a panel of options inside themselves (appendTo="self").
  pickOption: async (user, control, label) => {
    await user.click(control);
    const item = Array.from(control.querySelectorAll<HTMLElement>('li[role="option"]')).find(li => li.textContent?.trim() === label);
    if (!item) throw new Error(`No option "${label}" in the open panel`);
    await user.click(item);
  },
  // The not toggle's switch is an <input> inside the InputSwitch, which data-testid lands on.
  notToggleTarget: toggle => toggle.querySelector('input') ?? toggle,
});
