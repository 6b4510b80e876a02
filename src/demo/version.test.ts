import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libraryVersionDefinitions } from '../../plugins/demo-routes';

describe('libraryVersion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is the version of the react-querybuilder package the site has installed', async () => {
    const require = createRequire(import.meta.url);
    const installed = JSON.parse(readFileSync(require.resolve('react-querybuilder/package.json'), 'utf8')).version;
    // What DefinePlugin writes in place of the name is this JSON text; here it is a global instead.
    const definitions = libraryVersionDefinitions();
    expect(Object.keys(definitions)).toEqual(['__RQB_LIBRARY_VERSION__']);
    vi.stubGlobal('__RQB_LIBRARY_VERSION__', JSON.parse(definitions.__RQB_LIBRARY_VERSION__));
    const { libraryVersion } = await import('./version');
    expect(libraryVersion).toBe(installed);
    expect(libraryVersion).toBe('8.24.1');
  });

  it('reads the constant, not the package.json (whose 6.4 KB the demo would carry)', () => {
    const source = readFileSync(new URL('./version.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/import[^;]*package\.json/);
    expect(source).toContain('= __RQB_LIBRARY_VERSION__;');
  });
});
