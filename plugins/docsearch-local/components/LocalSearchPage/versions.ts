/**
 * The docs versions the page searches: one per docs plugin. The page shows a select for each
 * versioned plugin; each starts on the version the reader came from, else the latest
 * (lib/readerVersion.ts). Unversioned plugins (the API reference) search their only version.
 */
import { startingVersion, type ReaderVersion } from '../../lib/readerVersion';
import type { SearchVersions } from './request';

export interface DocsVersionInfo {
  name: string;
  label: string;
  isLast: boolean;
}

export type DocsData = Record<string, { versions: DocsVersionInfo[] }>;

/** The latest version of each plugin (what the server renders, before the reader's is known). */
export function latestVersions(docs: DocsData): SearchVersions {
  return Object.fromEntries(
    Object.entries(docs).map(([pluginId, { versions }]) => [pluginId, (versions.find(version => version.isLast) ?? versions[0]).name])
  );
}

/** Each plugin's starting version for this reader. */
export function readerVersions(docs: DocsData, reader: ReaderVersion | null): SearchVersions {
  const latest = latestVersions(docs);
  return Object.fromEntries(
    Object.entries(docs).map(([pluginId, { versions }]) => [
      pluginId,
      startingVersion(pluginId, versions.map(version => version.name), latest[pluginId], reader) ?? latest[pluginId],
    ])
  );
}

/** Plugins that get a select: those with more than one version. */
export function versionedPlugins(docs: DocsData): [string, DocsVersionInfo[]][] {
  return Object.entries(docs)
    .filter(([, { versions }]) => versions.length > 1)
    .map(([pluginId, { versions }]) => [pluginId, versions]);
}
