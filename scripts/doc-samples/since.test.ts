import { describe, expect, it } from 'vitest';
import { hasSinceV8Note, importsV8OnlyPackage, judgeOn7, sinceMarker } from './since.mjs';

describe('sinceMarker', () => {
  it('reads since=v8 among other meta words', () => {
    expect(sinceMarker('title="App.tsx" since=v8')).toBe('v8');
    expect(sinceMarker('since=v8 live')).toBe('v8');
  });

  it('is null without a marker, and for a word that only contains it', () => {
    expect(sinceMarker('title="App.tsx"')).toBeNull();
    expect(sinceMarker('')).toBeNull();
    expect(sinceMarker('title="since=v8.tsx"')).toBeNull();
  });
});

const page = [
  '---', 'title: T', '---', '', // 1-4
  'Intro.', // 5
  '', // 6
  '## One', // 7
  '', // 8
  ':::info[Since v8]', // 9
  '', // 10
  'Needs 8.x.', // 11
  '', // 12
  ':::', // 13
  '', // 14
  '```tsx since=v8', // 15
  '// ## not a heading inside a fence', // 16
  '```', // 17
  '', // 18
  '## Two', // 19
  '', // 20
  '```tsx since=v8', // 21
  '```', // 22
].join('\n');

describe('hasSinceV8Note', () => {
  it('finds a note opened in the sample’s section', () => {
    expect(hasSinceV8Note(page, 15)).toBe(true);
  });

  it('does not carry a note past the next heading', () => {
    expect(hasSinceV8Note(page, 21)).toBe(false);
  });

  it('accepts the ":::info Since v8" spelling', () => {
    expect(hasSinceV8Note(['## A', ':::info Since v8', 'x', ':::', '```ts since=v8', '```'].join('\n'), 5)).toBe(true);
  });

  it('counts a note before the first heading for the whole page', () => {
    expect(hasSinceV8Note([':::info[Since v8]', 'x', ':::', '## A', '```ts since=v8', '```'].join('\n'), 5)).toBe(true);
  });

  it('ignores headings and notes inside code fences', () => {
    const mdx = ['## A', ':::info[Since v8]', ':::', '```md', '## B', '```', '```ts since=v8', '```'].join('\n');
    expect(hasSinceV8Note(mdx, 7)).toBe(true);
  });

  it('does not take another admonition for the note', () => {
    expect(hasSinceV8Note(['## A', ':::tip', 'x', ':::', '```ts since=v8', '```'].join('\n'), 5)).toBe(false);
  });
});

describe('importsV8OnlyPackage', () => {
  it('flags @react-querybuilder/datetime and its entry points', () => {
    expect(importsV8OnlyPackage("import { x } from '@react-querybuilder/datetime';")).toBe(true);
    expect(importsV8OnlyPackage("import { x } from '@react-querybuilder/datetime/dayjs';")).toBe(true);
  });

  it('does not flag packages that have 7.x releases', () => {
    expect(importsV8OnlyPackage("import { QueryBuilderDnD } from '@react-querybuilder/dnd';")).toBe(false);
  });
});

describe('judgeOn7', () => {
  it('passes an unmarked sample that compiles on 7.7.1', () => {
    expect(judgeOn7({ marker: null, compilesOn7: true, hasNote: false })).toBeNull();
  });

  it('fails an unmarked sample that does not compile on 7.7.1', () => {
    expect(judgeOn7({ marker: null, compilesOn7: false, hasNote: false })).toMatch(/does not compile on 7\.7\.1/);
  });

  it('fails a marked sample that compiles on 7.7.1', () => {
    expect(judgeOn7({ marker: 'v8', compilesOn7: true, hasNote: true })).toMatch(/compiles on 7\.7\.1/);
  });

  it('fails a marked sample with no note above it', () => {
    expect(judgeOn7({ marker: 'v8', compilesOn7: false, hasNote: false })).toMatch(/no ":::info\[Since v8\]" note/);
  });

  it('passes a marked sample under a note that does not compile on 7.7.1', () => {
    expect(judgeOn7({ marker: 'v8', compilesOn7: false, hasNote: true })).toBeNull();
  });

  it('rejects an unknown marker', () => {
    expect(judgeOn7({ marker: 'v9', compilesOn7: false, hasNote: true })).toMatch(/unknown marker/);
  });
});
