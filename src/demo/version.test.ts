import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { libraryVersion } from './version';

describe('libraryVersion', () => {
  it('is the version of the react-querybuilder package the site has installed', () => {
    const require = createRequire(import.meta.url);
    const installed = JSON.parse(readFileSync(require.resolve('react-querybuilder/package.json'), 'utf8')).version;
    expect(libraryVersion).toBe(installed);
    expect(libraryVersion).toBe('8.24.1');
  });
});
