// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/tips/common-mistakes.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import { commonMistakesClaims, type Lib } from './support';

const P = 'v7 tips/common-mistakes ›';

describe('v7 tips/common-mistakes', () => {
  commonMistakesClaims(rqb7 as unknown as Lib, P, 'rqb7');

  it(`${P} My SQL compares numbers as strings (Since v8): 7.x formatQuery treats any truthy parseNumbers as true, fields or not`, () => {
    const fields = [
      { name: 'firstName', label: 'First name' },
      { name: 'age', label: 'Age', inputType: 'number' },
    ];
    const q = { combinator: 'and', rules: [{ field: 'age', operator: '>', value: 30 }, { field: 'firstName', operator: '=', value: '12' }] };
    expect(rqb7.formatQuery(q, { format: 'sql', parseNumbers: 'strict-limited' as unknown as boolean, fields })).toBe('(age > 30 and firstName = 12)');
  });
});
