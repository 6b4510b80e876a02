// @vitest-environment happy-dom
// Claims of docs/compat.mdx, run against @react-querybuilder/bootstrap 8.24.1 and react-querybuilder 8.24.1.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';
import { QueryBuilder, standardClassnames as sc, type ActionProps, type RuleGroupType } from 'react-querybuilder';

const query: RuleGroupType = { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Steve' }] };
const Named = (name: string) => (p: ActionProps) => <button className={p.className}>{name}</button>;
const T = 'compat › Override part of a kit ›';

describe('compat', () => {
  it(`${T} provider controlClassnames are joined with the kit's, not replacing them`, () => {
    const { container } = render(
      <QueryBuilderBootstrap controlClassnames={{ addRule: 'mine' }}>
        <QueryBuilder defaultQuery={query} />
      </QueryBuilderBootstrap>
    );
    const cls = container.querySelector(`.${sc.addRule}`)!.className.split(' ');
    expect(cls).toEqual(expect.arrayContaining(['btn-primary', 'mine']));
  });

  it(`${T} provider translations merge key by key`, () => {
    const { container } = render(
      <QueryBuilderBootstrap translations={{ addRule: { label: 'Add condition' } }}>
        <QueryBuilder defaultQuery={query} />
      </QueryBuilderBootstrap>
    );
    expect(container.querySelector(`.${sc.addRule}`)!.textContent).toBe('Add condition');
    expect(container.querySelector(`.${sc.addGroup}`)!.textContent).toBe('+ Group');
  });

  it(`${T} a specific key wins over actionElement at the same level`, () => {
    const { container } = render(
      <QueryBuilder defaultQuery={query} controlElements={{ actionElement: Named('generic'), removeRuleAction: Named('specific') }} />
    );
    expect(container.querySelector(`.${sc.removeRule}`)!.textContent).toBe('specific');
  });

  it(`${T} an actionElement on the QueryBuilder beats a provider's removeRuleAction`, () => {
    const { container } = render(
      <QueryBuilderBootstrap controlElements={{ removeRuleAction: Named('provider-specific') }}>
        <QueryBuilder defaultQuery={query} controlElements={{ actionElement: Named('builder-generic') }} />
      </QueryBuilderBootstrap>
    );
    expect(container.querySelector(`.${sc.removeRule}`)!.textContent).toBe('builder-generic');
  });
});
