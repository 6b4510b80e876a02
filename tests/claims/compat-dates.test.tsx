// @vitest-environment happy-dom
// Claims of docs/compat.mdx › Dates, run against @react-querybuilder/bootstrap 8.24.1 and @react-querybuilder/mantine 8.14.0.
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';
import { QueryBuilder, type Field } from 'react-querybuilder';

const fields: Field[] = [{ name: 'birthDate', label: 'Birth date', inputType: 'date' }];

describe('compat › Dates', () => {
  it('compat › Dates: Bootstrap renders the native <input type="date">', () => {
    const { container } = render(
      <QueryBuilderBootstrap>
        <QueryBuilder fields={fields} defaultQuery={{ combinator: 'and', rules: [{ field: 'birthDate', operator: '=', value: '' }] }} />
      </QueryBuilderBootstrap>
    );
    expect(container.querySelector('input.rule-value')!.getAttribute('type')).toBe('date');
  });

  it('compat › Dates: Mantine uses its pickers for date and datetime-local only, so a time field gets a plain input', () => {
    const src = readFileSync('node_modules/@react-querybuilder/mantine/dist/react-querybuilder_mantine.mjs', 'utf8');
    expect(src).toContain('if (inputTypeCoerced === "date" || inputTypeCoerced === "datetime-local") {');
    expect(src).not.toContain('TimeInput');
  });
});
