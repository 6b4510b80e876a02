import { describe, expect, it } from 'vitest';
import { LOCAL_SEARCH_CREDENTIALS, siteEnvironment } from '../../src/site/environment';

describe('siteEnvironment', () => {
  it('needs nothing: offline search and no analytics by default', () => {
    expect(siteEnvironment({})).toEqual({
      gtagTrackingId: undefined,
      faster: true,
      algolia: { ...LOCAL_SEARCH_CREDENTIALS, hosted: false },
    });
  });

  it('turns the Rspack build off only when DOCUSAURUS_FASTER is "false"', () => {
    expect(siteEnvironment({ DOCUSAURUS_FASTER: 'false' }).faster).toBe(false);
    expect(siteEnvironment({ DOCUSAURUS_FASTER: '1' }).faster).toBe(true);
  });

  it('treats blank values as unset', () => {
    expect(siteEnvironment({ GTAG_TRACKING_ID: '  ', ALGOLIA_APP_ID: '' }).gtagTrackingId).toBeUndefined();
  });

  it('switches to hosted search when all three Algolia variables are set', () => {
    const env = siteEnvironment({ ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'rqb' });
    expect(env.algolia).toEqual({ appId: 'APP', apiKey: 'KEY', indexName: 'rqb', hosted: true });
  });

  it('names every missing Algolia variable when only some are set', () => {
    expect(() => siteEnvironment({ ALGOLIA_INDEX_NAME: 'rqb' })).toThrow(
      /missing: ALGOLIA_APP_ID, ALGOLIA_API_KEY/
    );
  });
});
