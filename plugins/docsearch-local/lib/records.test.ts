import { describe, expect, it } from 'vitest';
import { decodeShard, encodeShard, hash, objectId, type DocSearchRecord } from './records';

const base = { language: 'en', docusaurus_tag: 'docs-default-7' };
const hierarchy = (lvl2: string | null = null) => ({ lvl0: 'Docs', lvl1: 'Intro', lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
const records: DocSearchRecord[] = [
  { objectID: objectId('https://x/intro', 0), url: 'https://x/intro', url_without_anchor: 'https://x/intro', anchor: null, type: 'lvl1', content: null, hierarchy: hierarchy(), weight: { level: 100, position: 0 }, ...base },
  { objectID: objectId('https://x/intro', 1), url: 'https://x/intro', url_without_anchor: 'https://x/intro', anchor: null, type: 'content', content: 'Hello.', hierarchy: hierarchy(), weight: { level: 0, position: 1 }, ...base },
  { objectID: objectId('https://x/intro', 2), url: 'https://x/intro#a', url_without_anchor: 'https://x/intro', anchor: 'a', type: 'lvl2', content: null, hierarchy: hierarchy('A'), weight: { level: 90, position: 2 }, ...base },
  { objectID: objectId('https://x/intro', 3), url: 'https://x/intro#a', url_without_anchor: 'https://x/intro', anchor: 'a', type: 'content', content: 'Under A.', hierarchy: hierarchy('A'), weight: { level: 0, position: 3 }, ...base },
];

describe('shards', () => {
  it('decode to exactly the records they were encoded from', () => {
    const shard = encodeShard(records);
    expect(shard.pages).toHaveLength(1);
    expect(shard.sections).toHaveLength(2);
    expect(decodeShard(JSON.parse(JSON.stringify(shard)))).toEqual(records);
  });

  it('refuse mixed facets and unknown formats', () => {
    expect(() => encodeShard([records[0], { ...records[1], docusaurus_tag: 'default' }])).toThrow(/not in shard/);
    expect(() => decodeShard({ ...encodeShard(records), format: 2 as 1 })).toThrow(/format/);
  });

  it('hash is stable and short', () => {
    expect(hash('abc')).toBe(hash('abc'));
    expect(hash('abc')).toMatch(/^[0-9a-f]{8}$/);
    expect(hash('abc')).not.toBe(hash('abd'));
  });
});
