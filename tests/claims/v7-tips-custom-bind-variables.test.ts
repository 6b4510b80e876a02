// Claims of versioned_docs/version-7/tips/custom-bind-variables.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import { formatQuery } from 'rqb7';
import type { RuleGroupType } from 'rqb7';
import { customBindVariablesClaims, type Lib } from './support';

const P = 'v7 tips/custom-bind-variables ›';

describe('v7 tips/custom-bind-variables', () => {
  customBindVariablesClaims(rqb7 as unknown as Lib, P);

  it(`${P} Let users choose a named parameter (Since v8): 7.x has no parameter value source, the name is bound as a plain value`, () => {
    const pq = { combinator: 'and', rules: [{ field: 'age', operator: '>=', value: 'minAge', valueSource: 'parameter' }] } as unknown as RuleGroupType;
    expect(formatQuery(pq, 'parameterized_named')).toEqual({ sql: '(age >= :age_1)', params: { age_1: 'minAge' } });
  });
});
