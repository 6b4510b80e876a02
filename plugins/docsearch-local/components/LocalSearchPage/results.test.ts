import { describe, expect, it } from 'vitest';
import type { DisplayHit } from './hits';
import { hasMore, initialResults, nextPage, resultsReducer } from './results';

const hit = (key: string): DisplayHit => ({ key, url: `/${key}`, title: [{ text: key, match: false }], breadcrumbs: [], summary: [] });

describe('resultsReducer', () => {
  it('appends pages in order and counts what the client counts', () => {
    let state = resultsReducer(initialResults(), { type: 'request', key: 'a' });
    state = resultsReducer(state, { type: 'answer', key: 'a', page: 0, hits: [hit('1')], total: 2, nbPages: 2 });
    expect(nextPage(state)).toBe(1);
    state = resultsReducer(state, { type: 'request', key: 'a' });
    expect(nextPage(state)).toBeNull();
    state = resultsReducer(state, { type: 'answer', key: 'a', page: 1, hits: [hit('2')], total: 2, nbPages: 2 });
    expect(state.hits.map(h => h.key)).toEqual(['1', '2']);
    expect(state.total).toBe(2);
    expect(hasMore(state)).toBe(false);
  });

  it('keeps whether more matched than the count says', () => {
    const capped = resultsReducer(initialResults('a'), { type: 'answer', key: 'a', page: 0, hits: [hit('1')], total: 1000, moreThanTotal: true, nbPages: 50 });
    expect(capped).toMatchObject({ total: 1000, moreThanTotal: true });
    const exact = resultsReducer(initialResults('a'), { type: 'answer', key: 'a', page: 0, hits: [hit('1')], total: 2, nbPages: 1 });
    expect(exact.moreThanTotal).toBe(false);
  });

  it('drops an answer to an older query', () => {
    let state = resultsReducer(initialResults(), { type: 'request', key: 'old' });
    state = resultsReducer(state, { type: 'request', key: 'new' });
    state = resultsReducer(state, { type: 'answer', key: 'old', page: 0, hits: [hit('1')], total: 1, nbPages: 1 });
    expect(state).toMatchObject({ key: 'new', status: 'loading', hits: [] });
  });

  it('ignores a page answered twice', () => {
    let state = resultsReducer(initialResults('a'), { type: 'answer', key: 'a', page: 0, hits: [hit('1')], total: 1, nbPages: 1 });
    state = resultsReducer(state, { type: 'answer', key: 'a', page: 0, hits: [hit('1')], total: 1, nbPages: 1 });
    expect(state.hits).toHaveLength(1);
  });

  it('keeps the results shown when a later page fails, and marks the failure', () => {
    let state = resultsReducer(initialResults('a'), { type: 'answer', key: 'a', page: 0, hits: [hit('1')], total: 2, nbPages: 2 });
    state = resultsReducer(state, { type: 'fail', key: 'a' });
    expect(state).toMatchObject({ status: 'error', hits: [hit('1')] });
    expect(nextPage(state)).toBeNull();
  });

  it('a new query starts empty', () => {
    const state = resultsReducer(resultsReducer(initialResults('a'), { type: 'answer', key: 'a', page: 0, hits: [hit('1')], total: 1, nbPages: 1 }), {
      type: 'request',
      key: 'b',
    });
    expect(state).toMatchObject({ key: 'b', hits: [], pages: 0, status: 'loading' });
  });
});
