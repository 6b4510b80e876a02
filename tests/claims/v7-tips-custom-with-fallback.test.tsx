// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/tips/custom-with-fallback.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe } from 'vitest';
import * as rqb7 from 'rqb7';
import { customWithFallbackClaims, type Lib } from './support';

describe('v7 tips/custom-with-fallback', () => {
  customWithFallbackClaims(rqb7 as unknown as Lib, 'v7 tips/custom-with-fallback ›', [
    { name: '=', label: '=' },
    { name: '!=', label: '!=' },
  ]);
});
