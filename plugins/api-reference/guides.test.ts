import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import { describe, expect, it } from 'vitest';
import { lastDocsVersion } from '../../src/site/versions';
import { guideLinkFor, guideLinks, withGuideLink } from './guides';

const siteDir = join(__dirname, '..', '..');

/** The source file of a current-version docs route: `/docs/utils/import` -> versioned_docs/version-7/utils/import.mdx. */
function docsFile(route: string): string | undefined {
  const path = route.replace(/^\/docs\/?/, '');
  const base = join(siteDir, 'versioned_docs', `version-${lastDocsVersion}`, path);
  return [`${base}.mdx`, `${base}.md`, join(base, 'index.mdx'), join(base, 'index.md')].find(existsSync);
}

/** Heading ids as Docusaurus makes them: an explicit id (`{#id}`, `\{#id}`, `{/* #id *\/}`) or the slug. */
function headingIds(source: string): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  let inFence = false;
  for (const line of source.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const heading = !inFence && /^#{2,6} (.*)$/.exec(line);
    if (!heading) continue;
    const explicit = /\\?\{#([\w-]+)\}\s*$|\{\/\*\s*#([\w-]+)\s*\*\/\}\s*$/.exec(heading[1]!);
    if (explicit) ids.add(explicit[1] ?? explicit[2]!);
    else ids.add(slugger.slug(heading[1]!.replace(/`/g, ''), { maintainCase: false }));
  }
  return ids;
}

describe('guide links of API pages', () => {
  for (const [key, guide] of guideLinks) {
    it(`${key} -> ${guide.to} is a page and heading of the current docs`, () => {
      const [route, anchor] = guide.to.split('#');
      const file = docsFile(route!);
      expect(file, `no docs page for ${route}`).toBeDefined();
      if (anchor) expect([...headingIds(readFileSync(file!, 'utf8'))]).toContain(anchor);
    });
  }

  // Against the generated reference, when a build left one: every key names a page that exists.
  const symbolsFile = join(siteDir, 'api', '.symbols.json');
  it.runIf(existsSync(symbolsFile))('every key is an item with an API page', () => {
    const symbols: Array<{ package: string; name: string }> = JSON.parse(readFileSync(symbolsFile, 'utf8')).symbols;
    const keys = new Set(symbols.map(symbol => `${symbol.package}:${symbol.name}`));
    expect([...guideLinks.keys()].filter(key => !keys.has(key))).toEqual([]);
  });

  it('puts the guide line under the title', () => {
    const guide = guideLinkFor('react-querybuilder', 'formatQuery')!;
    expect(withGuideLink(guide, '# Function: formatQuery()\n\nText').split('\n').slice(0, 3)).toEqual([
      '# Function: formatQuery()',
      '',
      'Guide: [Export](/docs/utils/export)',
    ]);
    expect(guideLinkFor('antd', 'formatQuery')).toBeUndefined();
  });
});
