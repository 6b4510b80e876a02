// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryBuilder, type Field, type RuleGroupType, type RuleType, type ValueEditorProps, ValueEditor } from 'react-querybuilder';

const people: Field[] = [
  { name: 'firstName', label: 'First name', placeholder: 'e.g. Ada' },
  {
    name: 'age',
    label: 'Age',
    inputType: 'number',
    operators: ['=', '<', '>', 'between'],
    defaultOperator: '>',
    defaultValue: 18,
    validator: rule => Number(rule.value) >= 0,
  },
];
const instrument: Field = {
  name: 'instrument',
  label: 'Instrument',
  valueEditorType: operator => (operator === 'in' ? 'multiselect' : 'select'),
  operators: ['=', 'in'],
  values: [
    { name: 'guitar', label: 'Guitar' },
    { name: 'piano', label: 'Piano' },
  ],
};

describe('tips/managing-fields', () => {
  it('tips/managing-fields › The recipe: getDefaultField picks the field of new rules, with its defaultOperator and defaultValue', () => {
    let query: RuleGroupType | undefined;
    render(<QueryBuilder fields={people} getDefaultField="age" onQueryChange={(q: RuleGroupType) => (query = q)} />);
    fireEvent.click(screen.getByTestId('add-rule'));
    expect(query!.rules[0]).toMatchObject({ field: 'age', operator: '>', value: 18 });
  });

  it('tips/managing-fields › The recipe: a field\'s operators are the only ones offered', () => {
    render(<QueryBuilder fields={people} defaultQuery={{ combinator: 'and', rules: [{ field: 'age', operator: '>', value: 1 }] }} />);
    expect(Array.from((screen.getByTestId('operators') as HTMLSelectElement).options).map(o => o.value)).toEqual(['=', '<', '>', 'between']);
  });

  it('tips/managing-fields › The recipe: a failing field validator marks the rule queryBuilder-invalid', () => {
    const { container } = render(<QueryBuilder fields={people} defaultQuery={{ combinator: 'and', rules: [{ field: 'age', operator: '>', value: -1 }] }} />);
    expect(container.querySelector('.rule')!.className).toContain('queryBuilder-invalid');
  });

  it('tips/managing-fields › The recipe: valueEditorType as a function of the operator', () => {
    const { container } = render(
      <QueryBuilder
        fields={[instrument]}
        defaultQuery={{ combinator: 'and', rules: [{ field: 'instrument', operator: '=', value: 'piano' }, { field: 'instrument', operator: 'in', value: 'piano' }] }}
      />
    );
    const editors = container.querySelectorAll('select.rule-value') as NodeListOf<HTMLSelectElement>;
    expect([editors[0]!.multiple, editors[1]!.multiple]).toEqual([false, true]);
  });

  it('tips/managing-fields › Field properties: placeholder sets the text input placeholder', () => {
    render(<QueryBuilder fields={people} defaultQuery={{ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: '' }] }} />);
    expect((screen.getByTestId('value-editor') as HTMLInputElement).placeholder).toBe('e.g. Ada');
  });

  it('tips/managing-fields › Field properties: a field changed to one with defaults takes them', () => {
    let query: RuleGroupType | undefined;
    render(<QueryBuilder fields={people} defaultQuery={{ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'x' }] }} onQueryChange={(q: RuleGroupType) => (query = q)} />);
    fireEvent.change(screen.getByTestId('fields'), { target: { value: 'age' } });
    expect(query!.rules[0]).toMatchObject({ field: 'age', operator: '>', value: 18 });
  });

  it('tips/managing-fields › Field properties: extra properties reach controls through fieldData', () => {
    let unit: unknown;
    const Editor = (props: ValueEditorProps) => {
      unit = props.fieldData.unit;
      return <ValueEditor {...props} />;
    };
    render(
      <QueryBuilder
        fields={[{ name: 'height', label: 'Height', unit: 'cm' }]}
        defaultQuery={{ combinator: 'and', rules: [{ field: 'height', operator: '=', value: 1 }] }}
        controlElements={{ valueEditor: Editor }}
      />
    );
    expect(unit).toBe('cm');
  });

  it('tips/managing-fields › Comparing two fields: comparator as a property name offers only the other fields sharing that value', () => {
    const fields: Field[] = [
      { name: 'birthDate', label: 'Birth date', inputType: 'date', datatype: 'date', valueSources: ['value', 'field'], comparator: 'datatype' },
      { name: 'firstGig', label: 'First gig', inputType: 'date', datatype: 'date' },
      { name: 'lastName', label: 'Last name', datatype: 'text' },
    ];
    render(<QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [{ field: 'birthDate', operator: '<', value: 'firstGig', valueSource: 'field' }] }} />);
    expect(Array.from((screen.getByTestId('value-editor') as HTMLSelectElement).options).map(o => o.text)).toEqual(['First gig']);
  });

  it('tips/managing-fields › When fields change: a rule whose field was removed keeps it, while the selector shows another field', () => {
    let query: RuleGroupType | undefined;
    const { rerender } = render(
      <QueryBuilder fields={people} defaultQuery={{ combinator: 'and', rules: [{ field: 'age', operator: '=', value: 3 }] }} onQueryChange={(q: RuleGroupType) => (query = q)} />
    );
    rerender(<QueryBuilder fields={[people[0]!]} onQueryChange={(q: RuleGroupType) => (query = q)} />);
    expect((query!.rules[0] as RuleType).field).toBe('age');
    expect((screen.getByTestId('fields') as HTMLSelectElement).value).toBe('firstName');
  });

  it('tips/managing-fields › Pitfalls: a field\'s operators replace the operators prop for that field', () => {
    render(
      <QueryBuilder
        fields={people}
        operators={[{ name: '=', label: 'is' }, { name: 'contains', label: 'contains' }]}
        defaultQuery={{ combinator: 'and', rules: [{ field: 'age', operator: '>', value: 1 }, { field: 'firstName', operator: '=', value: 'x' }] }}
      />
    );
    const [ageOps, nameOps] = screen.getAllByTestId('operators') as HTMLSelectElement[];
    expect(Array.from(ageOps!.options).map(o => o.value)).toEqual(['=', '<', '>', 'between']);
    expect(Array.from(nameOps!.options).map(o => o.value)).toEqual(['=', 'contains']);
  });
});
