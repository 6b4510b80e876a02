// Claims of docs/buildless.mdx about packages, read from the installed react-querybuilder 8.24.1.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const rqbPkg = JSON.parse(readFileSync(require.resolve('react-querybuilder/package.json'), 'utf8'));
const corePkg = JSON.parse(
  readFileSync(require.resolve('@react-querybuilder/core/package.json', { paths: [require.resolve('react-querybuilder')] }), 'utf8')
);

describe('buildless', () => {
  it('buildless › Parsers: jsonata and spel2js are optional peer dependencies of @react-querybuilder/core', () => {
    expect(Object.keys(corePkg.peerDependencies)).toEqual(expect.arrayContaining(['jsonata', 'spel2js']));
    expect(corePkg.peerDependenciesMeta.jsonata.optional).toBe(true);
  });

  it('buildless › Parsers: react-querybuilder itself declares only react as a peer', () => {
    expect(rqbPkg.peerDependencies).toEqual({ react: '>=18' });
  });
});
