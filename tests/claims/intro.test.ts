import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const installed = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../node_modules', name, 'package.json'), 'utf8')).version;

describe('intro (Next)', () => {
  it('intro › "on top of the current release, 8.24.1": the installed react-querybuilder is 8.24.1', () => {
    expect(installed('react-querybuilder')).toBe('8.24.1');
  });
});
