import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import docsSidebar from '../../src/site/docsSidebar.json';
import version7 from '../../versioned_sidebars/version-7-sidebars.json';

type Item = string | { type: string; items?: Item[] };
const docIds = (items: Item[]): string[] =>
  items.flatMap((item) => (typeof item === 'string' ? [item] : docIds(item.items ?? [])));

describe('docs sidebar', () => {
  it('is the same for Next and v7 / v8', () => {
    expect(version7.docs).toEqual(docsSidebar);
  });

  it.each([
    ['docs', docIds(docsSidebar as Item[])],
    ['versioned_docs/version-7', docIds(version7.docs as Item[])],
  ])('names only pages that exist in %s', (folder, ids) => {
    const missing = ids.filter((id) => !existsSync(join(__dirname, '../..', folder, `${id}.mdx`)));
    expect(missing).toEqual([]);
  });
});
