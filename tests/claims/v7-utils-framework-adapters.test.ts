import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as rqb7 from 'rqb7';

const pkg = JSON.parse(readFileSync(join(__dirname, '../../node_modules/rqb7/package.json'), 'utf8')) as { version: string; dependencies?: Record<string, string> };

describe('v7 utils/framework-adapters', () => {
  it('v7 utils/framework-adapters › Since v8: 7.7.1 does not depend on @react-querybuilder/core', () => {
    expect(pkg.version).toBe('7.7.1');
    expect(Object.keys(pkg.dependencies ?? {})).not.toContain('@react-querybuilder/core');
  });

  it('v7 utils/framework-adapters › Since v8: 7.7.1 has no QueryManager and no derivation functions', () => {
    expect(['QueryManager', 'deriveRuleContext', 'controlPropKeys'].filter(k => k in rqb7)).toEqual([]);
    expect(typeof rqb7.formatQuery).toBe('function');
  });
});
