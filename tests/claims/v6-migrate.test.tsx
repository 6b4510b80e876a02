// @vitest-environment happy-dom
// Claims of versioned_docs/version-6/migrate.mdx, run against react-querybuilder 6.5.5 (rqb6). (5.4.1's bundle carries
// React 18 internals and cannot render under React 19, so its side is not rendered here.)
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryBuilder as QB6 } from 'rqb6';

const query = { combinator: 'and', rules: [{ field: 'f', operator: 'between', value: 'a,b' }] };
const fields = [{ name: 'f', label: 'F' }];

describe('v6 migrate', () => {
  it('v6 migrate › Value editors: 6.5.5 shows two text inputs for between on a text field', () => {
    const { container } = render(<QB6 fields={fields} defaultQuery={query} />);
    expect(container.querySelectorAll('.rule-value input')).toHaveLength(2);
  });
});
