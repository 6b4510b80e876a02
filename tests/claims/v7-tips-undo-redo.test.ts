import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as rqb7 from 'rqb7';

const rqb7Dir = join(__dirname, '../../node_modules/rqb7');
const pkg = JSON.parse(readFileSync(join(rqb7Dir, 'package.json'), 'utf8')) as { version: string; exports: Record<string, unknown> };

describe('v7 tips/undo-redo', () => {
  it('v7 tips/undo-redo › Since v8: 7.7.1 has no react-querybuilder/history entry point', () => {
    expect(pkg.version).toBe('7.7.1');
    expect(Object.keys(pkg.exports)).not.toContain('./history');
  });

  it('v7 tips/undo-redo › Since v8: 7.7.1 exports no QueryManager', () => {
    expect('QueryManager' in rqb7).toBe(false);
    expect('formatQuery' in rqb7).toBe(true);
  });
});
