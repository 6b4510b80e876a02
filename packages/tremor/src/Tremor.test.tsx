// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { RuleType } from 'react-querybuilder';
import { TestID } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { expectClasses, kitBuilderSetup, kitRules, testKitBuilder, testKitComponents, useKitTestDefaults, type User } from '../../kitTests';
import {
  QueryBuilderTremor,
  TremorActionElement,
  TremorNotToggle,
  TremorShiftActions,
  TremorValueEditor,
  TremorValueSelector,
  tremorControlClassnames,
  tremorControlElements,
} from './index';

useKitTestDefaults();

const setup = kitBuilderSetup(({ children }) => <QueryBuilderTremor>{children}</QueryBuilderTremor>);
const rules = kitRules;

/** Opens a Tremor select (given its `data-testid` element) and picks an option by label. */
const pick = async (user: User, listbox: HTMLElement, label: string) => {
  await user.click(listbox.querySelector('button')!);
  await user.click(screen.getByRole('option', { name: label }));
};

describe('QueryBuilderTremor', () => {
  it('exports the public API', () => {
    expect(tremorControlElements).toEqual({
      actionElement: TremorActionElement,
      notToggle: TremorNotToggle,
      shiftActions: TremorShiftActions,
      valueEditor: TremorValueEditor,
      valueSelector: TremorValueSelector,
    });
    expect(tremorControlClassnames.fields).toContain('w-auto');
  });

  it('renders every selector as a Tremor Select', () => {
    const { container } = setup();
    const fieldSelectors = screen.getAllByTestId(TestID.fields);
    expect(fieldSelectors).toHaveLength(rules.length);
    for (const listbox of fieldSelectors) {
      expect(listbox.querySelector('button')?.getAttribute('aria-haspopup')).toBe('listbox');
      expect(listbox.getAttribute('title')).toBe('Field');
      expectClasses(listbox.parentElement?.parentElement, 'rule-fields', 'w-auto', 'text-tremor-default');
    }
    expect(container.querySelector('select:not([title$="select-hidden"])')).toBeNull();
  });

  it('renders Tremor buttons and handles actions', async () => {
    const { user, lastQuery } = setup();
    const addRule = screen.getByTestId(TestID.addRule);
    expect(addRule.tagName).toBe('BUTTON');
    expectClasses(addRule, 'tremor-Button-root', 'ruleGroup-addRule');
    expect(addRule.getAttribute('title')).toBe('Add rule');
    await user.click(addRule);
    expect(lastQuery().rules).toHaveLength(rules.length + 1);
    await user.click(screen.getAllByTestId(TestID.removeRule)[0]);
    expect(lastQuery().rules).toHaveLength(rules.length);
  });

  it('renders Tremor shift actions', async () => {
    const { user, lastQuery, rule } = setup({ showShiftActions: true });
    const shift = within(rule('text')).getByTestId(TestID.shiftActions);
    expectClasses(shift, 'shiftActions', 'flex-col');
    const [up, down] = Array.from(shift.querySelectorAll('button'));
    expectClasses(up, 'tremor-Button-root');
    expect(up.disabled).toBe(true);
    expect(down.getAttribute('title')).toBe('Shift down');
    await user.click(down);
    expect((lastQuery().rules[1] as RuleType).id).toBe('text');
  });

  it('changes the field with the Tremor field selector', async () => {
    const { user, rule, lastRule } = setup();
    await pick(user, within(rule('text')).getByTestId(TestID.fields), 'Age');
    expect(lastRule('text').field).toBe('age');
  });

  it('changes the operator with the Tremor operator selector', async () => {
    const { user, rule, lastRule } = setup();
    await pick(user, within(rule('text')).getByTestId(TestID.operators), 'contains');
    expect(lastRule('text').operator).toBe('contains');
  });

  it('renders the not toggle as a Tremor Switch', async () => {
    const { user, lastQuery } = setup({ showNotToggle: true });
    const toggle = screen.getByTestId(TestID.notToggle);
    expect(toggle.tagName).toBe('LABEL');
    expectClasses(toggle, 'ruleGroup-notToggle');
    expect(within(toggle).getByRole('switch')).toBeTruthy();
    await user.click(within(toggle).getByRole('switch'));
    expect(lastQuery().not).toBe(true);
  });

  it('renders a Tremor Select for select values', async () => {
    const { editor, lastRule, user } = setup();
    const listbox = editor('select');
    expect(listbox.getAttribute('title')).toBe('Value');
    expect(listbox.textContent).toContain('Red');
    await pick(user, listbox, 'Blue');
    expect(lastRule('select').value).toBe('blue');
  });

  it('renders a Tremor MultiSelect for multiselect values', async () => {
    const { editor, lastRule, user } = setup();
    const listbox = editor('multiselect');
    expect(listbox.parentElement?.querySelector('select')?.multiple).toBe(true);
    await pick(user, listbox, 'Green');
    expect(lastRule('multiselect').value).toBe('red,green');
  });

  it('reports multiselect values as arrays with listsAsArrays', async () => {
    const { editor, lastRule, user } = setup({ listsAsArrays: true });
    await pick(user, editor('multiselect'), 'Blue');
    expect(lastRule('multiselect').value).toEqual(['red', 'blue']);
  });

  it('renders a Tremor Select of fields for valueSource "field"', async () => {
    const { editor, lastRule, user, rule } = setup();
    const sourceSelector = within(rule('fieldSource')).getByTestId(TestID.valueSourceSelector);
    expect(sourceSelector.querySelector('button')?.getAttribute('aria-haspopup')).toBe('listbox');
    const listbox = editor('fieldSource');
    expect(listbox.textContent).toContain('First name');
    await pick(user, listbox, 'Age');
    expect(lastRule('fieldSource').value).toBe('age');
  });

  it('renders a checkbox styled with Tremor tokens', async () => {
    const { editor, lastRule, user } = setup();
    const checkbox = editor('checkbox') as HTMLInputElement;
    expect(checkbox.getAttribute('type')).toBe('checkbox');
    expectClasses(checkbox, 'accent-tremor-brand', 'rule-value');
    expect(checkbox.getAttribute('title')).toBe('Value');
    await user.click(checkbox);
    expect(lastRule('checkbox').value).toBe(true);
  });

  it('renders a Tremor Switch', async () => {
    const { editor, lastRule, user } = setup();
    const wrapper = editor('switch');
    expectClasses(wrapper, 'rule-value');
    const toggle = within(wrapper).getByRole('switch');
    expectClasses(toggle, 'tremor-Switch-switch');
    await user.click(toggle);
    expect(lastRule('switch').value).toBe(true);
  });

  it('renders radios styled with Tremor tokens', async () => {
    const { editor, lastRule, user } = setup();
    const radios = editor('radio');
    expect(radios.getAttribute('role')).toBe('radiogroup');
    expectClasses(radios, 'rule-value');
    expect(radios.querySelectorAll('input[type="radio"]')).toHaveLength(2);
    await user.click(within(radios).getByLabelText('Female'));
    expect(lastRule('radio').value).toBe('F');
  });

  it('renders two Tremor Selects for between with select values', async () => {
    const { editor, lastRule, user } = setup();
    const buttons = editor('betweenSelect').querySelectorAll('button[aria-haspopup="listbox"]');
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]);
    await user.click(screen.getByRole('option', { name: 'Green' }));
    expect(lastRule('betweenSelect').value).toBe('red,green');
  });
});

testKitBuilder(setup, {
  name: 'Tremor',
  expectInputClasses: (input, type) =>
    expectClasses(input.parentElement, type === 'number' ? 'tremor-NumberInput-root' : 'tremor-TextInput-root', 'rule-value', 'w-auto'),
  betweenInputBox: input => input.parentElement!,
  betweenInputClasses: ['tremor-NumberInput-root'],
  textareaClasses: ['tremor-Textarea-Textarea'],
  disabledControls:
    'input:not(.tremor-Switch-input), textarea, [data-testid] > button, button[role="switch"], button[data-testid]',
  minDisabledControls: 40,
});

testKitComponents({
  name: 'Tremor',
  actionElement: TremorActionElement,
  valueSelector: TremorValueSelector,
  notToggle: TremorNotToggle,
  valueEditor: TremorValueEditor,
  // Tremor's selects are listboxes: a button that opens a list of options.
  pickOption: pick,
  notToggleTarget: toggle => within(toggle).getByRole('switch'),
});
