// Hosted mode: with Algolia credentials the modal must send the theme's own request to Algolia.
//
// The mode and the credentials are build-time data: the config bakes the credentials into the main
// bundle and the docsearch-local plugin its `mode` option (plugin data, in the same bundle), and
// the SearchBar wrapper decides at runtime from that data whether to swap in the local client. So
// rather than a second production build, this test serves the e2e build with both rewritten as a
// hosted build has them (the only things a hosted build changes in the modal's code path) and
// answers Algolia's endpoint from a fixture. A unit test (plugins/docsearch-local/index.test.ts)
// checks the other build-time difference: a hosted build registers no alias and writes no local index.
import type { Request } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { docSearchRequest } from '../../plugins/docsearch-local/lib/relevance';

const APP_ID = 'E2EHOSTED';
const API_KEY = 'e2e-search-only-key';
const LOCAL_CONFIG = 'algolia:{appId:"LOCAL",apiKey:"local-search-index"';
// The plugin's data, as the bundle carries it (JSON.parse of a string, or an object literal).
const LOCAL_MODE = /("docsearch-local":\{"?default"?:\{"?mode"?:")local"/;

const fixtureHit = (n: number) => ({
  objectID: `fixture-${n}`,
  url: `https://react-querybuilder.js.org/docs/intro#fixture-${n}`,
  type: 'lvl2',
  content: null,
  hierarchy: { lvl0: 'Hosted fixture', lvl1: 'Getting started', lvl2: `Fixture heading ${n}`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  _highlightResult: {
    hierarchy: {
      lvl0: { value: 'Hosted fixture', matchLevel: 'none', matchedWords: [] },
      lvl1: { value: 'Getting started', matchLevel: 'none', matchedWords: [] },
      lvl2: { value: `<mark>Fixture</mark> heading ${n}`, matchLevel: 'full', matchedWords: ['fixture'] },
    },
  },
  _snippetResult: { hierarchy: { lvl2: { value: `<mark>Fixture</mark> heading ${n}`, matchLevel: 'full' } } },
});

test('sends the theme\'s request to Algolia and renders the hits it answers', async ({ page, problems }) => {
  // Serve the bundle as a hosted build would have it.
  let rewritten = false;
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async route => {
    const response = await route.fetch();
    const body = await response.text();
    rewritten = body.includes(LOCAL_CONFIG) && LOCAL_MODE.test(body);
    const hosted = body.replace(LOCAL_CONFIG, `algolia:{appId:"${APP_ID}",apiKey:"${API_KEY}"`).replace(LOCAL_MODE, '$1hosted"');
    await route.fulfill({ response, body: hosted });
  });
  const algoliaRequests: Request[] = [];
  await page.route(/^https:\/\/[^/]*algolia(net)?\.(net|com)\//, async route => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
    algoliaRequests.push(request);
    const { requests } = request.postDataJSON() as { requests: { query: string }[] };
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        results: requests.map(({ query }) => ({
          hits: [fixtureHit(1), fixtureHit(2)],
          nbHits: 2,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          processingTimeMS: 1,
          query,
          params: '',
          exhaustiveNbHits: true,
        })),
      }),
    });
  });
  const localIndexRequests: string[] = [];
  page.on('request', request => {
    if (request.url().includes('/search-index/')) localIndexRequests.push(request.url());
  });

  await page.goto('/docs/intro');
  await waitForHydration(page);
  expect(rewritten).toBe(true);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('fixture');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Hosted fixture');
  await expect(page.locator('.DocSearch-Hit a')).toHaveCount(2);
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/intro#fixture-1');

  // The request for the whole query (the fixture answers every keystroke's request alike, so
  // the hits can show before the last one is sent), as the theme sends it: POST
  // /1/indexes/*/queries, credentials in the query string.
  const forQuery = () => algoliaRequests.find(request => request.postDataJSON()?.requests?.[0]?.query === 'fixture');
  await expect.poll(forQuery).toBeTruthy();
  const last = forQuery()!;
  const url = new URL(last.url());
  expect(last.method()).toBe('POST');
  expect(url.host).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  expect(url.pathname).toBe('/1/indexes/*/queries');
  expect(url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
  expect(url.searchParams.get('x-algolia-api-key')).toBe(API_KEY);
  expect(url.searchParams.get('x-algolia-agent')).toMatch(/docsearch-react \(3\.9\.0\).*docusaurus \(3\.10\.2\)/);
  const body = last.postDataJSON();
  expect(body.requests).toHaveLength(1);
  // The theme's own request for a /docs page, the one the local index answers (relevance.ts builds it).
  expect(body.requests[0]).toEqual(docSearchRequest('fixture'));
  expect(localIndexRequests).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
