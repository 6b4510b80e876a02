// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { formatQuery, QueryBuilder, type Field, type RuleGroupType } from 'react-querybuilder';

const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'age', label: 'Age', inputType: 'number' },
];
const query: RuleGroupType = {
  combinator: 'and',
  rules: [
    { field: 'age', operator: '>=', value: 'minAge', valueSource: 'parameter' },
    { field: 'lastName', operator: '=', value: 'Vai' },
  ],
};
const paramRule: RuleGroupType = { combinator: 'and', rules: [query.rules[0]!] };

describe('tips/parameter-manager', () => {
  it('tips/parameter-manager › The recipe: with getParameters, the parameter value editor is a select of the parameters', () => {
    render(
      <QueryBuilder
        fields={fields}
        defaultQuery={paramRule}
        getValueSources={() => ['value', 'parameter']}
        getParameters={() => [{ name: 'minAge', label: 'Minimum age' }, { name: 'bornAfter', label: 'Born after' }]}
      />
    );
    const editor = screen.getByTestId('value-editor') as HTMLSelectElement;
    expect(editor.tagName).toBe('SELECT');
    expect(Array.from(editor.options).map(o => [o.value, o.text])).toEqual([
      ['minAge', 'Minimum age'],
      ['bornAfter', 'Born after'],
    ]);
  });

  it('tips/parameter-manager › The recipe: picking a parameter stores its name as the value', () => {
    let q: RuleGroupType | undefined;
    render(
      <QueryBuilder
        fields={fields}
        defaultQuery={paramRule}
        onQueryChange={x => (q = x)}
        getValueSources={() => ['value', 'parameter']}
        getParameters={() => [{ name: 'minAge', label: 'Minimum age' }, { name: 'maxAge', label: 'Maximum age' }]}
      />
    );
    fireEvent.change(screen.getByTestId('value-editor'), { target: { value: 'maxAge' } });
    expect(q!.rules[0]).toMatchObject({ value: 'maxAge', valueSource: 'parameter' });
  });

  it('tips/parameter-manager › The recipe: the value source selector offers value and parameter', () => {
    render(<QueryBuilder fields={fields} defaultQuery={paramRule} getValueSources={() => ['value', 'parameter']} />);
    expect(Array.from((screen.getByTestId('value-source-selector') as HTMLSelectElement).options).map(o => o.value)).toEqual(['value', 'parameter']);
  });

  it('tips/parameter-manager › The recipe: without getParameters the parameter editor is a text input', () => {
    render(
      <QueryBuilder
        fields={fields}
        defaultQuery={{ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'who', valueSource: 'parameter' }] }}
        getValueSources={() => ['value', 'parameter']}
      />
    );
    const editor = screen.getByTestId('value-editor') as HTMLInputElement;
    expect([editor.tagName, editor.value]).toEqual(['INPUT', 'who']);
  });

  it('tips/parameter-manager › What the export produces: SQL placeholders take the preset\'s prefix', () => {
    expect(formatQuery(query, 'sql')).toBe("(age >= :minAge and lastName = 'Vai')");
    expect(formatQuery(query, { format: 'sql', preset: 'postgresql' })).toBe('("age" >= $minAge and "lastName" = \'Vai\')');
    expect(formatQuery(query, { format: 'sql', preset: 'mssql' })).toBe("([age] >= @minAge and [lastName] = 'Vai')");
  });

  it('tips/parameter-manager › What the export produces: parameterized_named leaves a null slot for the parameter', () => {
    expect(formatQuery(query, 'parameterized_named')).toEqual({
      sql: '(age >= :minAge and lastName = :lastName_1)',
      params: { minAge: null, lastName_1: 'Vai' },
    });
  });

  it('tips/parameter-manager › What the export produces: CEL writes the parameter as a bare identifier', () => {
    expect(formatQuery(query, 'cel')).toBe('age >= minAge && lastName == "Vai"');
  });

  it('tips/parameter-manager › Pitfalls: MongoDB, JsonLogic and Elasticsearch output the name as a plain string', () => {
    expect(formatQuery(paramRule, 'mongodb_query')).toEqual({ age: { $gte: 'minAge' } });
    expect(formatQuery(paramRule, 'jsonlogic')).toEqual({ and: [{ '>=': [{ var: 'age' }, 'minAge'] }] });
    expect(formatQuery(paramRule, 'elasticsearch')).toEqual({ bool: { must: [{ range: { age: { gte: 'minAge' } } }] } });
  });

  it('tips/parameter-manager › Pitfalls: positional parameterized keeps the named placeholder and leaves it out of params', () => {
    expect(formatQuery(query, 'parameterized')).toEqual({ sql: '(age >= :minAge and lastName = ?)', params: ['Vai'] });
  });
});
