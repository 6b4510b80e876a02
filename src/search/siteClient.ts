/**
 * The one local search client of the page, shared by the search modal and the /search page so
 * shards load once per visit.
 */
import siteConfig from '@generated/docusaurus.config';
import { createLocalSearchClient, type LocalSearchClient } from './client';
import { createFetchSource, INDEX_PATH } from './fetchSource';

let client: LocalSearchClient | undefined;

export function getSiteSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient({ source: createFetchSource(`${siteConfig.baseUrl}${INDEX_PATH}`) });
  return client;
}
