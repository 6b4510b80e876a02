import { describe, expect, it } from 'vitest';
import { docSearchEsmEntry, useSingleDocSearchCopy, REGISTRY_FILE } from './index';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripRegistryModulePaths } = require('./registryLoader.cjs') as { stripRegistryModulePaths: (s: string) => string };

describe('DocSearch single copy', () => {
  it('finds the ESM build of @docsearch/react', () => {
    expect(docSearchEsmEntry()).toMatch(/@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/);
  });

  it('repoints the theme aliases and leaves other aliases alone', () => {
    const alias: Record<string, unknown> = {
      '@docsearch/react/useDocSearchKeyboardEvents': '/x/umd/index.js',
      '@docsearch/react/version': '/x/umd/index.js',
      '@site': '/site',
    };
    useSingleDocSearchCopy(alias, '/x/esm/index.js');
    expect(alias).toEqual({
      '@docsearch/react/useDocSearchKeyboardEvents': '/x/esm/index.js',
      '@docsearch/react/version': '/x/esm/index.js',
      '@site': '/site',
    });
  });
});

describe('registry loader', () => {
  const entry =
    '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/api/a.md"), "@site/api/a.md", require.resolveWeak("@site/api/a.md")],';

  it('empties the module path and keeps the loader and weak id', () => {
    expect(stripRegistryModulePaths(entry)).toBe(
      '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/api/a.md"), "", require.resolveWeak("@site/api/a.md")],'
    );
  });

  it('leaves text of any other shape unchanged', () => {
    const other = 'export default { "a": [load, "@site/x.md", 12] };';
    expect(stripRegistryModulePaths(other)).toBe(other);
  });

  it('matches the generated registry file only', () => {
    expect(REGISTRY_FILE.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(REGISTRY_FILE.test('/site/.docusaurus/routes.js')).toBe(false);
  });
});
