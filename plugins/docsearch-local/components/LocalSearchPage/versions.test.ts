import { describe, expect, it } from 'vitest';
import { latestVersions, readerVersions, versionedPlugins, type DocsData } from './versions';

const docs: DocsData = {
  default: {
    versions: [
      { name: 'current', label: 'Next', isLast: false },
      { name: '7', label: 'v7 / v8', isLast: true },
      { name: '6', label: 'v6', isLast: false },
    ],
  },
  api: { versions: [{ name: 'current', label: 'Next', isLast: true }] },
};

describe('versions', () => {
  it('start on each plugin’s latest version', () => {
    expect(latestVersions(docs)).toEqual({ default: '7', api: 'current' });
  });

  it('start on the version the reader came from, when that plugin offers it', () => {
    expect(readerVersions(docs, { pluginId: 'default', version: '6' })).toEqual({ default: '6', api: 'current' });
    expect(readerVersions(docs, { pluginId: 'default', version: '2' })).toEqual({ default: '7', api: 'current' });
    expect(readerVersions(docs, null)).toEqual({ default: '7', api: 'current' });
  });

  it('get a select only for plugins with more than one version', () => {
    expect(versionedPlugins(docs).map(([id]) => id)).toEqual(['default']);
  });
});
