import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';

describe('v7 utils/query-management', () => {
  it('v7 utils/query-management › Since v8: 7.7.1 has no QueryManager or useQueryManager', () => {
    expect('QueryManager' in rqb7).toBe(false);
    expect('useQueryManager' in rqb7).toBe(false);
  });

  it('v7 utils/query-management › Since v8: 7.7.1 has the query tools add, update, remove and move', () => {
    expect([rqb7.add, rqb7.update, rqb7.remove, rqb7.move].map(f => typeof f)).toEqual(['function', 'function', 'function', 'function']);
  });
});
