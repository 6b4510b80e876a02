import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const installed = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../node_modules', name, 'package.json'), 'utf8')).version;

describe('v7 intro', () => {
  it('v7/intro › Next steps › "the current release, 8.24.1" is the react-querybuilder the site installs', () => {
    expect(installed('react-querybuilder')).toBe('8.24.1');
  });

  it('v7/intro › "latest releases are 7.7.1 and 8.24.1": the 7.x alias is 7.7.1', () => {
    expect(installed('rqb7')).toBe('7.7.1');
  });
});
