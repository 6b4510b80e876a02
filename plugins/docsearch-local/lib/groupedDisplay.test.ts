import { describe, expect, it } from 'vitest';
import { orderForGroupedDisplay } from './groupedDisplay';

const hit = (url: string, lvl0: string) => ({ url, hierarchy: { lvl0 } });
/** What DocSearch shows: hits grouped by lvl0 in order of first appearance, five per group. */
const shown = (hits: ReturnType<typeof hit>[]) => {
  const groups = new Map<string, string[]>();
  for (const { url, hierarchy } of hits) {
    const list = groups.get(hierarchy.lvl0) ?? [];
    if (list.length < 5) list.push(url);
    groups.set(hierarchy.lvl0, list);
  }
  return [...groups.values()].flat();
};

describe('orderForGroupedDisplay', () => {
  it('shows the ranking\'s first pages first once DocSearch groups the hits', () => {
    const ranked = [
      hit('/c/1', 'Components'),
      hit('/u/misc#move', 'Utilities'),
      hit('/c/2', 'Components'),
      hit('/c/3', 'Components'),
      hit('/c/4', 'Components'),
      hit('/c/5', 'Components'),
    ];
    expect(shown(ranked).slice(0, 2)).toEqual(['/c/1', '/c/2']);
    expect(shown(orderForGroupedDisplay(ranked, { pages: 2 }))).toEqual(['/c/1', '/u/misc#move']);
  });

  it('keeps lower pages in the last group that holds a first page, and in later groups', () => {
    const ranked = [hit('/a/1', 'A'), hit('/b/1', 'B'), hit('/a/2', 'A'), hit('/b/2', 'B'), hit('/c/1', 'C')];
    expect(orderForGroupedDisplay(ranked, { pages: 2 }).map(h => h.url)).toEqual(['/a/1', '/b/1', '/b/2', '/c/1']);
  });

  it('gives every page of a group a place before a page gets a second, keeping a page\'s sections together', () => {
    const ranked = [
      hit('/a/1#x', 'A'),
      hit('/a/1#y', 'A'),
      hit('/a/1#z', 'A'),
      hit('/a/1#w', 'A'),
      hit('/a/1#v', 'A'),
      hit('/a/2', 'A'),
    ];
    expect(orderForGroupedDisplay(ranked).map(h => h.url)).toEqual(['/a/1#x', '/a/1#y', '/a/1#z', '/a/1#w', '/a/2']);
  });
});
