/**
 * Stands in for `algoliasearch/lite` when the site is built without Algolia credentials (the
 * search-index plugin aliases the module here). The theme's /search page calls
 * `liteClient(appId, apiKey)` and drives it with algoliasearch-helper; it gets the local client.
 */
import { getSiteSearchClient } from './siteClient';

export function liteClient(_appId: string, _apiKey: string, _options?: unknown) {
  return getSiteSearchClient();
}
