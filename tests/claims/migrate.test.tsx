// @vitest-environment happy-dom
// Claims of docs/migrate.mdx, run against react-querybuilder 8.24.1.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryBuilderStateProvider, useQueryBuilder } from 'react-querybuilder';

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
  it('migrate › Hooks: useQueryBuilder returns these keys, rqbContext among them and no query', () => {
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

  it('migrate › Hooks: useQueryBuilder throws outside QueryBuilderStateProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Probe = () => (useQueryBuilder({}), null);
    expect(() => render(<Probe />)).toThrow();
  });
});
