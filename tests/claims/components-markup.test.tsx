// @vitest-environment happy-dom
// Second reading of docs/components/*.mdx: what each default component renders, run against react-querybuilder 8.24.1.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilder, standardClassnames as sc, type RuleGroupType } from 'react-querybuilder';

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: '=', value: 'Steve' },
    { combinator: 'or', rules: [{ field: 'lastName', operator: '=', value: 'Vai' }] },
  ],
};
const fields = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
];
const mount = (props: Record<string, unknown> = {}) => {
  const onQueryChange = vi.fn();
  const { container } = render(<QueryBuilder fields={fields} defaultQuery={query} onQueryChange={onQueryChange} {...props} />);
  return { c: container, last: () => onQueryChange.mock.calls.at(-1)![0] as RuleGroupType };
};

describe('components markup', () => {
  it('components/actionelement › intro: actions render a <button type="button"> with a label and a title', () => {
    const btn = mount().c.querySelector(`.${sc.addRule}`)!;
    expect([btn.tagName, btn.getAttribute('type'), btn.textContent, btn.getAttribute('title')]).toEqual(['BUTTON', 'button', '+ Rule', 'Add rule']);
  });

  it('components/inlinecombinator › intro: a div with the class betweenRules around the combinator selector', () => {
    const el = mount({ showCombinatorsBetweenRules: true }).c.querySelector(`.${sc.betweenRules}`)!;
    expect(el.tagName).toBe('DIV');
    expect(el.querySelector(`select.${sc.combinators}`)).not.toBeNull();
  });

  it('components/inlinecombinator › intro: with showCombinatorsBetweenRules, each selector edits the group combinator', () => {
    const { c, last } = mount({ showCombinatorsBetweenRules: true });
    act(() => void fireEvent.change(c.querySelector(`.${sc.betweenRules} select`)!, { target: { value: 'or' } }));
    expect(last().combinator).toBe('or');
  });

  it('components/nottoggle › intro: a label with the class ruleGroup-notToggle around a checkbox, on every group', () => {
    const toggles = mount({ showNotToggle: true }).c.querySelectorAll(`.${sc.notToggle}`);
    expect(toggles).toHaveLength(2);
    expect(toggles[0]!.tagName).toBe('LABEL');
    expect(toggles[0]!.querySelector('input[type="checkbox"]')).not.toBeNull();
  });

  it('components/nottoggle › intro: checking it sets the group not to true', () => {
    const { c, last } = mount({ showNotToggle: true });
    act(() => void fireEvent.click(c.querySelector(`.${sc.notToggle} input`)!));
    expect(last().not).toBe(true);
  });

  it('components/rule › intro: a div with the class rule for each rule', () => {
    const rules = mount().c.querySelectorAll(`.${sc.rule}`);
    expect(rules).toHaveLength(2);
    expect(rules[0]!.tagName).toBe('DIV');
  });

  it('components/rulegroup › intro: a div with the class ruleGroup holding a header and a body', () => {
    const group = mount().c.querySelector(`.${sc.ruleGroup}`)!;
    expect(group.tagName).toBe('DIV');
    expect(Array.from(group.children).map(el => el.className)).toEqual([sc.header, sc.body]);
  });

  it('components/rulegroup › clone and ungroup buttons are not on the root', () => {
    const { c } = mount({ showCloneButtons: true, showUngroupButtons: true });
    const rootHeader = c.querySelector(`.${sc.header}`)!;
    expect(rootHeader.querySelector(`.${sc.cloneGroup}`)).toBeNull();
    expect(rootHeader.querySelector(`.${sc.ungroup}`)).toBeNull();
    expect(c.querySelectorAll(`.${sc.cloneGroup}`)).toHaveLength(1);
  });

  it('components/rulegroup › the remove button is not on the root', () => {
    const { c } = mount();
    expect(c.querySelector(`.${sc.header}`)!.querySelector(`.${sc.removeGroup}`)).toBeNull();
    expect(c.querySelectorAll(`.${sc.removeGroup}`)).toHaveLength(1);
  });

  it('components/shiftactions › intro: two buttons, "˄" and "˅", in a div with the class shiftActions', () => {
    const el = mount({ showShiftActions: true }).c.querySelector(`.${sc.rule} .${sc.shiftActions}`)!;
    expect(el.tagName).toBe('DIV');
    expect(Array.from(el.querySelectorAll('button')).map(b => b.textContent)).toEqual(['˄', '˅']);
  });

  it('components/shiftactions › intro: at the start of every rule and nested group, not on the root', () => {
    const { c } = mount({ showShiftActions: true });
    expect(c.querySelectorAll(`.${sc.shiftActions}`)).toHaveLength(3);
    expect(c.querySelector(`.${sc.rule}`)!.firstElementChild!.className).toContain(sc.shiftActions);
  });

  it('components/valueselector › intro: a native select with an optgroup for each option group', () => {
    const grouped = [{ label: 'Names', options: fields }];
    const sel = mount({ fields: grouped }).c.querySelector(`.${sc.fields}`)!;
    expect(sel.tagName).toBe('SELECT');
    expect(Array.from(sel.querySelectorAll('optgroup')).map(g => g.getAttribute('label'))).toEqual(['Names']);
  });

  it('components/valueeditor › intro: a checkbox editor for valueEditorType checkbox', () => {
    const { c } = mount({ getValueEditorType: () => 'checkbox' });
    expect(c.querySelector(`input.${sc.value}[type="checkbox"]`)).not.toBeNull();
  });

  it('components/valueeditor › intro: a textarea for valueEditorType textarea', () => {
    const { c } = mount({ getValueEditorType: () => 'textarea' });
    expect(c.querySelector(`textarea.${sc.value}`)).not.toBeNull();
  });

  it('components/valueeditor › intro: radio buttons for valueEditorType radio', () => {
    const { c } = mount({ getValueEditorType: () => 'radio', getValues: () => [{ name: 'a', label: 'A' }, { name: 'b', label: 'B' }] });
    expect(c.querySelector(`.${sc.rule} .${sc.value}`)!.querySelectorAll('input[type="radio"]')).toHaveLength(2);
  });

  it('components/rule › intro: null and notNull hide the value editor', () => {
    const { c } = mount({}, );
    expect(c.querySelectorAll(`.${sc.value}`)).toHaveLength(2);
    cleanup();
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [{ field: 'firstName', operator: 'null', value: '' }] }} />);
    expect(container.querySelector(`.${sc.value}`)).toBeNull();
  });
});
