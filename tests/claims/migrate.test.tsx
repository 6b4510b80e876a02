// @vitest-environment happy-dom
// Claims of docs/migrate.mdx, run against react-querybuilder 8.24.1.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as lib from 'react-querybuilder';
import { useQueryBuilder } from 'react-querybuilder';
import { migrateUseQueryBuilderKeys, useQueryBuilderKeys } from './support';

describe('migrate', () => {
  it('migrate › Hooks: useQueryBuilder returns these keys, rqbContext among them and no query', () => {
    expect(useQueryBuilderKeys(lib)).toEqual(migrateUseQueryBuilderKeys);
  });

  it('migrate › Hooks: useQueryBuilder throws outside QueryBuilderStateProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Probe = () => (useQueryBuilder({}), null);
    expect(() => render(<Probe />)).toThrow();
  });
});
