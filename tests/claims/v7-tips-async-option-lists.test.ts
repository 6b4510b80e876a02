import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as rqb7 from 'rqb7';

const pkg = JSON.parse(readFileSync(join(__dirname, '../../node_modules/rqb7/package.json'), 'utf8')) as { version: string; exports: Record<string, unknown> };

describe('v7 tips/async-option-lists', () => {
  it('v7 tips/async-option-lists › Since v8: 7.7.1 has no react-querybuilder/async entry point and no useAsyncOptionList', () => {
    expect(pkg.version).toBe('7.7.1');
    expect(Object.keys(pkg.exports)).not.toContain('./async');
    expect('useAsyncOptionList' in rqb7).toBe(false);
    expect('useValueSelector' in rqb7).toBe(true);
  });
});
