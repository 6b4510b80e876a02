import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@docusaurus/types';

async function loadConfig(env: Record<string, string | undefined>): Promise<Config> {
  vi.resetModules();
  for (const name of ['GTAG_TRACKING_ID', 'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME']) {
    vi.stubEnv(name, env[name] ?? '');
  }
  return (await import('../../docusaurus.config')).default;
}

const presetOptions = (config: Config) => {
  const [, options] = config.presets![0] as [string, Record<string, unknown>];
  return options;
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site configuration', () => {
  it('ships no analytics plugin when GTAG_TRACKING_ID is unset', async () => {
    const config = await loadConfig({});
    expect(presetOptions(config)).not.toHaveProperty('gtag');
    expect(JSON.stringify(config.plugins)).not.toContain('gtag');
  });

  it('configures gtag with the tracking id from the environment', async () => {
    const config = await loadConfig({ GTAG_TRACKING_ID: 'G-ABC123' });
    expect(presetOptions(config).gtag).toMatchObject({ trackingID: 'G-ABC123' });
  });

  it('uses the vertical bar title delimiter, no trailing slash and plain storage keys', async () => {
    const config = await loadConfig({});
    expect(config.titleDelimiter ?? '|').toBe('|');
    expect(config.trailingSlash).toBe(false);
    expect(config.baseUrl).toBe('/');
    expect(config.storage).toEqual({ type: 'localStorage', namespace: false });
    expect(config.onBrokenLinks).toBe('throw');
  });

  it('declares one English, left-to-right locale', async () => {
    const config = await loadConfig({});
    expect(config.i18n).toMatchObject({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { direction: 'ltr', htmlLang: 'en', calendar: 'gregory' } },
    });
  });
});
