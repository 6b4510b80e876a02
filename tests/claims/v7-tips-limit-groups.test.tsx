// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/tips/limit-groups.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe } from 'vitest';
import * as rqb7 from 'rqb7';
import { limitGroupsClaims, type Lib } from './support';

describe('v7 tips/limit-groups', () => {
  limitGroupsClaims(rqb7 as unknown as Lib, 'v7 tips/limit-groups ›', false);
});
