import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import remarkApiLinks from './index';
import type { ApiSymbolMap } from './symbols';

const map: ApiSymbolMap = {
  corePackage: 'react-querybuilder',
  symbols: [
    { name: 'formatQuery', package: 'react-querybuilder', entry: 'index', kind: 'functions', url: '/api/react-querybuilder/index/functions/formatQuery' },
  ],
};

const siteDir = mkdtempSync(join(tmpdir(), 'remark-api-links-'));
const symbolsFile = join(siteDir, 'symbols.json');
writeFileSync(symbolsFile, JSON.stringify(map));

const link = (url: string, line = 3) => ({
  type: 'link',
  url,
  children: [{ type: 'inlineCode', value: 'x' }],
  position: { start: { line, column: 5 } },
});

function run(children: Array<{ url: string }>) {
  const tree = { type: 'root', children: [{ type: 'paragraph', children }] };
  remarkApiLinks({ symbolsFile, siteDir })(tree, { path: join(siteDir, 'docs/intro.mdx') });
  return children.map(child => child.url);
}

describe('remarkApiLinks', () => {
  it('rewrites api: links and definitions and leaves other links alone', () => {
    const definition = { type: 'definition', identifier: 'fq', url: 'api:formatQuery' };
    expect(run([link('api:formatQuery'), link('/docs/intro'), definition])).toEqual([
      '/api/react-querybuilder/index/functions/formatQuery',
      '/docs/intro',
      '/api/react-querybuilder/index/functions/formatQuery',
    ]);
  });

  it('fails with the file, line and every unknown name', () => {
    expect(() => run([link('api:Nope', 7), link('api:AlsoNope', 9)])).toThrow(
      /docs\/intro\.mdx:7:5: Unknown API name "Nope"[\s\S]*docs\/intro\.mdx:9:5: Unknown API name "AlsoNope"/
    );
  });

  it('explains a missing symbol map', () => {
    const tree = { type: 'root', children: [link('api:formatQuery')] };
    expect(() => remarkApiLinks({ symbolsFile: join(siteDir, 'absent.json') })(tree, {})).toThrow(/symbol map .* is missing/);
  });
});
