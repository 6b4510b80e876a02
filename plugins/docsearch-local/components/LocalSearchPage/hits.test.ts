import { describe, expect, it } from 'vitest';
import { createMatcher, escapeHtml, highlight } from '../../lib/highlight';
import type { SearchHit } from '../../lib/client';
import { displayHit, pieces, plainText } from './hits';
import { MATCH_END, MATCH_START } from './request';

const tags = { pre: MATCH_START, post: MATCH_END };

describe('pieces', () => {
  it('splits a highlighted value into text and matches', () => {
    expect(pieces(`Add a ${MATCH_START}rule${MATCH_END} to the ${MATCH_START}query${MATCH_END}`)).toEqual([
      { text: 'Add a ', match: false },
      { text: 'rule', match: true },
      { text: ' to the ', match: false },
      { text: 'query', match: true },
    ]);
  });

  it('gives back the page’s text, markup-like characters included, as text', () => {
    const text = '<img src=x onerror=alert(1)> &amp; Tips & tricks';
    const value = highlight(text, ['img'], createMatcher(['img']), tags).value;
    expect(value).not.toContain('<img');
    expect(plainText(pieces(value))).toBe(text);
    expect(pieces(value).filter(part => part.match)).toEqual([{ text: 'img', match: true }]);
  });

  it('reads an unescaped value with no tags as one text piece', () => {
    expect(pieces(escapeHtml('a < b'))).toEqual([{ text: 'a < b', match: false }]);
  });
});

describe('displayHit', () => {
  const hit: SearchHit = {
    objectID: '1',
    url: 'https://example.com/docs/intro#install',
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Docs' },
        lvl1: { value: `Getting ${MATCH_START}started${MATCH_END}` },
        lvl2: { value: 'Install' },
      },
    },
    _snippetResult: { content: { value: `…npm ${MATCH_START}install${MATCH_END}…` } },
  };

  it('takes the deepest level as the title, the ones above as the trail, and the content snippet as the summary', () => {
    const shown = displayHit(hit, url => new URL(url).pathname + new URL(url).hash);
    expect(shown.url).toBe('/docs/intro#install');
    expect(plainText(shown.title)).toBe('Install');
    expect(shown.breadcrumbs.map(plainText)).toEqual(['Docs', 'Getting started']);
    expect(shown.summary).toEqual([
      { text: '…npm ', match: false },
      { text: 'install', match: true },
      { text: '…', match: false },
    ]);
  });

  it('has no summary when the hit has no content', () => {
    expect(displayHit({ ...hit, _snippetResult: {} }, url => url).summary).toEqual([]);
  });
});
