import { describe, expect, it } from 'vitest';
import { countMatches, createMatcher, escapeHtml, highlight, snippet } from './highlight';

const tags = { pre: '<mark>', post: '</mark>' };

describe('highlight', () => {
  it('wraps every matching word and reports the match level', () => {
    const terms = ['export', 'sql'];
    const result = highlight('Export a query to SQL or to parseSQL input', terms, createMatcher(terms), tags);
    expect(result).toEqual({
      value: '<mark>Export</mark> a query to <mark>SQL</mark> or to parse<mark>SQL</mark> input',
      matchLevel: 'full',
      matchedWords: ['export', 'sql'],
      fullyHighlighted: false,
    });
  });

  it('highlights prefixes of the last word and typos', () => {
    const terms = ['formatqeury', 'opt'];
    expect(highlight('formatQuery options', terms, createMatcher(terms), tags)).toMatchObject({
      value: '<mark>formatQuery</mark> <mark>options</mark>',
      matchLevel: 'full',
      fullyHighlighted: true,
    });
  });

  it('reports partial and missing matches', () => {
    const terms = ['rule', 'zebra'];
    expect(highlight('Rule group', terms, createMatcher(terms), tags).matchLevel).toBe('partial');
    expect(highlight('Combinator', terms, createMatcher(terms), tags)).toEqual({ value: 'Combinator', matchLevel: 'none', matchedWords: [] });
  });

  it('escapes markup in the text so only the highlight tags are HTML', () => {
    const terms = ['script'];
    const { value } = highlight('<script>alert(1)</script> & &amp; tips & tricks', terms, createMatcher(terms), tags);
    expect(value).toBe('&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; & &amp;amp; tips & tricks');
    expect(escapeHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('counts the query words a text answers', () => {
    const match = createMatcher(['rule', 'group']);
    expect(countMatches('A rule inside a group', match)).toBe(2);
    expect(countMatches('nothing here', match)).toBe(0);
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen';

  it('keeps short text whole', () => {
    const terms = ['two'];
    expect(snippet('one two three', terms, createMatcher(terms), 10, tags, '…')).toEqual({ value: 'one <mark>two</mark> three', matchLevel: 'full' });
  });

  it('cuts a window of N words around the first match, with ellipses where text was cut', () => {
    const terms = ['twelve'];
    expect(snippet(text, terms, createMatcher(terms), 5, tags, '…').value).toBe('…ten eleven <mark>twelve</mark> thirteen fourteen…');
    expect(snippet(text, terms, createMatcher(terms), 10, tags, '…').value).toBe(
      '…seven eight nine ten eleven <mark>twelve</mark> thirteen fourteen fifteen sixteen'
    );
  });

  it('starts at the beginning when nothing matches', () => {
    const terms = ['zebra'];
    expect(snippet(text, terms, createMatcher(terms), 3, tags, '…')).toEqual({ value: 'one two three…', matchLevel: 'none' });
  });
});
