// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import type { RuleType } from 'react-querybuilder';
import { TestID } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import { expectClasses, kitBuilderSetup, kitRules, testKitBuilder, testKitComponents, useKitTestDefaults } from '../../kitTests';
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
});

testKitBuilder(setup, {
  name: 'Fluent',
  expectInputClasses: input => {
    expectClasses(input, 'fui-Input__input');
    expectClasses(input.parentElement, 'fui-Input', 'rule-value');
  },
  betweenInputBox: input => input.parentElement!,
  betweenInputClasses: ['fui-Input'],
  betweenSelectClasses: ['fui-Select'],
  textareaBox: textarea => textarea.parentElement!,
  textareaClasses: ['fui-Textarea'],
  minDisabledControls: 30,
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
