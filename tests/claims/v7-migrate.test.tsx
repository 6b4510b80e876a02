// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/migrate.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as rqb7 from 'rqb7';
import { useQueryBuilder } from 'rqb7';
import { migrateUseQueryBuilderKeys, useQueryBuilderKeys, type Lib } from './support';

describe('migrate', () => {
  it('v7 migrate › Hooks: useQueryBuilder returns these keys, rqbContext among them and no query', () => {
    expect(useQueryBuilderKeys(rqb7 as unknown as Lib)).toEqual(migrateUseQueryBuilderKeys);
  });

  it('v7 migrate › Hooks: useQueryBuilder throws outside QueryBuilderStateProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Probe = () => (useQueryBuilder({}), null);
    expect(() => render(<Probe />)).toThrow();
  });
});
