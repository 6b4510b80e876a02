/** The build-time switches for hosted services. Everything works offline when none is set. */
export interface SiteEnvironment {
  /** Google Analytics (gtag) measurement id; no analytics code ships without it. */
  gtagTrackingId: string | undefined;
  algolia: { appId: string; apiKey: string; indexName: string; hosted: boolean };
  /** Rspack + SWC builds; `DOCUSAURUS_FASTER=false` turns them off (the build benchmark compares both). */
  faster: boolean;
}

// Used when no Algolia credentials are given: the search UI then runs on the local index.
export const LOCAL_SEARCH_CREDENTIALS = {
  appId: 'LOCAL',
  apiKey: 'local-search-index',
  indexName: 'react-querybuilder',
} as const;

const clean = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

export function siteEnvironment(env: Record<string, string | undefined>): SiteEnvironment {
  const appId = clean(env.ALGOLIA_APP_ID);
  const apiKey = clean(env.ALGOLIA_API_KEY);
  const indexName = clean(env.ALGOLIA_INDEX_NAME);
  const hosted = Boolean(appId || apiKey || indexName);
  if (hosted) {
    const missing = [
      ['ALGOLIA_APP_ID', appId],
      ['ALGOLIA_API_KEY', apiKey],
      ['ALGOLIA_INDEX_NAME', indexName],
    ]
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length > 0) {
      throw new Error(
        `Hosted search needs all three Algolia variables; missing: ${missing.join(', ')}. ` +
          'Unset all of them to use the built-in offline search.'
      );
    }
  }
  return {
    gtagTrackingId: clean(env.GTAG_TRACKING_ID),
    faster: clean(env.DOCUSAURUS_FASTER) !== 'false',
    algolia: hosted
      ? { appId: appId!, apiKey: apiKey!, indexName: indexName!, hosted: true }
      : { ...LOCAL_SEARCH_CREDENTIALS, hosted: false },
  };
}
