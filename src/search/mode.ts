/** Local or hosted search, read from the `algolia` theme config the build was made with. */
import { LOCAL_SEARCH_CREDENTIALS } from '../site/environment';

export function isLocalSearch(algolia: { appId?: unknown; apiKey?: unknown } | undefined): boolean {
  return algolia?.appId === LOCAL_SEARCH_CREDENTIALS.appId && algolia?.apiKey === LOCAL_SEARCH_CREDENTIALS.apiKey;
}
