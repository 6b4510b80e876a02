// @vitest-environment happy-dom
// Claims of versioned_docs/version-7/tips/maximizing-performance.mdx, run against react-querybuilder 7.7.1 (rqb7).
import { describe } from 'vitest';
import * as rqb7 from 'rqb7';
import { maximizingPerformanceClaims, type Lib } from './support';

describe('v7 tips/maximizing-performance', () => {
  maximizingPerformanceClaims(rqb7 as unknown as Lib, 'v7 tips/maximizing-performance ›', 'rqb7', 'react-querybuilder.mjs');
});
