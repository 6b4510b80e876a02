// @vitest-environment happy-dom
// Claims of docs/tips/maximizing-performance.mdx, run against react-querybuilder 8.24.1.
import { describe } from 'vitest';
import * as lib from 'react-querybuilder';
import { maximizingPerformanceClaims } from './support';

describe('tips/maximizing-performance', () => {
  maximizingPerformanceClaims(lib, 'tips/maximizing-performance ›', 'react-querybuilder', 'defaults-DKfW8RpV.mjs');
});
