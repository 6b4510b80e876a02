import { describe, expect, it } from 'vitest';
import { docSearchEsmEntry, pointDocSearchAliasesAtEsm } from './docsearchAliases';

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
    pointDocSearchAliasesAtEsm(alias, '/x/esm/index.js');
    expect(alias).toEqual({
      '@docsearch/react/useDocSearchKeyboardEvents': '/x/esm/index.js',
      '@docsearch/react/version': '/x/esm/index.js',
      '@site': '/site',
    });
  });

  it('sends the modal, and only the modal, to the other build', () => {
    const alias: Record<string, unknown> = { '@docsearch/react/useDocSearchKeyboardEvents': '/x/umd/index.js' };
    pointDocSearchAliasesAtEsm(alias, '/x/esm/index.js', '/x/umd/index.js');
    expect(alias).toEqual({
      '@docsearch/react/useDocSearchKeyboardEvents': '/x/esm/index.js',
      '@docsearch/react/modal$': '/x/umd/index.js',
    });
  });

  it('leaves the modal alone when the theme set no DocSearch aliases', () => {
    const alias: Record<string, unknown> = {};
    pointDocSearchAliasesAtEsm(alias, '/x/esm/index.js', '/x/umd/index.js');
    expect(alias).toEqual({});
  });
});
