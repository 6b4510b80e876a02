// Claims of versioned_docs/version-7/tips/arbitrary-updates.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import { arbitraryUpdatesClaims, type Lib } from './support';

const P = 'v7 tips/arbitrary-updates ›';

describe('v7 tips/arbitrary-updates', () => {
  arbitraryUpdatesClaims(rqb7 as unknown as Lib, P);

  it(`${P} The query tools (Since v8 note): 7.7.1 has add, insert, update, remove and move, not group or ungroup`, () => {
    expect(['add', 'insert', 'update', 'remove', 'move', 'group', 'ungroup'].filter(k => typeof (rqb7 as Record<string, unknown>)[k] === 'function')).toEqual(['add', 'insert', 'update', 'remove', 'move']);
  });

  it(`${P} The query tools: in 7.7.1 update takes one property; arrays of properties are an 8.x form`, () => {
    const q = { combinator: 'and', rules: [{ field: 'a', operator: '=', value: '1' }] };
    const out = rqb7.update(q, ['operator', 'value'] as never, ['!=', '9'], [0]);
    expect(out.rules[0]).toMatchObject({ operator: '=', value: '1' });
  });
});
