import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as rqb7 from 'rqb7';

const rqb7Dir = join(__dirname, '../../node_modules/rqb7');
const pkg = JSON.parse(readFileSync(join(rqb7Dir, 'package.json'), 'utf8')) as { version: string; exports: Record<string, unknown> };
const types = readFileSync(join(rqb7Dir, 'dist/types/types/propsUsingReact.d.ts'), 'utf8');

describe('v7 components/undoredoactions', () => {
  it('v7 components/undoredoactions › Since v8: 7.7.1 has no react-querybuilder/history entry point', () => {
    expect(pkg.version).toBe('7.7.1');
    expect(Object.keys(pkg.exports)).not.toContain('./history');
  });

  it('v7 components/undoredoactions › Since v8: 7.7.1 has no undoRedoActions control element', () => {
    expect(Object.keys(rqb7.defaultControlElements)).not.toContain('undoRedoActions');
  });

  it('v7 components/undoredoactions › Since v8: 7.7.1 declares no showUndoRedo prop', () => {
    expect(types).toContain('showShiftActions');
    expect(types).not.toContain('showUndoRedo');
  });
});
