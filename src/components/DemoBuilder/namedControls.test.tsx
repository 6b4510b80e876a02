// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { QueryBuilder, type Field, type RuleGroupType } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { namedNativeControlElements } from './namedControls';

afterEach(cleanup);

const fields: Field[] = [
  { name: 'firstName', label: 'First name', placeholder: 'Enter a first name' },
  { name: 'age', label: 'Age', inputType: 'number' },
  { name: 'notes', label: 'Notes', valueEditorType: 'textarea' },
  { name: 'isMusician', label: 'Is a musician', valueEditorType: 'checkbox', operators: [{ name: '=', label: '=' }] },
  { name: 'born', label: 'Born', inputType: 'date' },
  { name: 'gender', label: 'Gender', valueEditorType: 'radio', values: [{ name: 'F', label: 'Female' }, { name: 'M', label: 'Male' }] },
];

const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
    { field: 'age', operator: '>', value: 28 },
    { field: 'notes', operator: 'contains', value: 'x' },
    { field: 'isMusician', operator: '=', value: true },
    { field: 'born', operator: 'between', value: '1954-10-03,1960-06-06' },
    { field: 'gender', operator: '=', value: 'F' },
  ],
};

describe('DemoBuilder named native controls', () => {
  it('names every select, input and textarea that has a title by an aria-label', () => {
    const { container } = render(<QueryBuilder fields={fields} query={query} controlElements={namedNativeControlElements} />);
    const controls = Array.from(container.querySelectorAll('select, textarea, input:not([type="radio"])'));
    expect(controls.length).toBe(19); // 13 selects (combinator, 6 fields, 6 operators), 6 value inputs
    const unnamed = controls.filter(el => !el.getAttribute('aria-label')).map(el => el.outerHTML.slice(0, 80));
    expect(unnamed).toEqual([]);
    const selects = controls.filter(el => el.tagName === 'SELECT');
    expect(selects.map(el => el.getAttribute('aria-label'))).toEqual(selects.map(el => el.getAttribute('title')));
  });

  it('names the between pair "from" and "to", and keeps the radios named by their labels', () => {
    const { container } = render(<QueryBuilder fields={fields} query={query} controlElements={namedNativeControlElements} />);
    const pair = Array.from(container.querySelectorAll('input.rule-value-list-item'));
    expect(pair.map(el => el.getAttribute('aria-label'))).toEqual(['Value (from)', 'Value (to)']);
    expect(Array.from(container.querySelectorAll('input[type="radio"]')).map(el => el.getAttribute('aria-label'))).toEqual([null, null]);
  });

  it('still edits the value: typing in a named input reports the new query', () => {
    const onQueryChange = vi.fn();
    const { container } = render(<QueryBuilder fields={fields} defaultQuery={query} onQueryChange={onQueryChange} controlElements={namedNativeControlElements} />);
    const input = container.querySelector<HTMLInputElement>('input[aria-label="Value"][placeholder="Enter a first name"]')!;
    fireEvent.change(input, { target: { value: 'Vai' } });
    expect(onQueryChange.mock.lastCall?.[0].rules[0].value).toBe('Vai');
  });
});
