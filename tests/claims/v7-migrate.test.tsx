// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/migrate.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilderStateProvider, useQueryBuilder } from 'rqb7';

function keysOfUseQueryBuilder() {
  let keys: string[] = [];
  const Probe = () => {
    keys = Object.keys(useQueryBuilder({})).sort();
    return null;
  };
  render(
    <QueryBuilderStateProvider>
      <Probe />
    </QueryBuilderStateProvider>
  );
  return keys;
}

describe('migrate', () => {
  it('v7 migrate › Hooks: useQueryBuilder returns these keys, rqbContext among them and no query', () => {
    expect(keysOfUseQueryBuilder()).toEqual([
      'actions',
      'combinatorPropObject',
      'dndEnabledAttr',
      'inlineCombinatorsAttr',
      'queryDisabled',
      'rootGroup',
      'rootGroupDisabled',
      'rqbContext',
      'schema',
      'translations',
      'wrapperClassName',
    ]);
  });

  it('v7 migrate › Hooks: useQueryBuilder throws outside QueryBuilderStateProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Probe = () => (useQueryBuilder({}), null);
    expect(() => render(<Probe />)).toThrow();
  });
});
