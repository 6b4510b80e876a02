import { useEffect, useLayoutEffect, useRef, type ComponentProps } from 'react';
import SearchPage from '@theme-init/SearchPage';
import { translate } from '@docusaurus/Translate';
import Head from '@docusaurus/Head';
import { useAllDocsData } from '@docusaurus/plugin-content-docs/client';
import { labelSearchLandmarks } from '../../lib/landmarks';
import { recallReaderVersion, startingVersion } from '../../lib/readerVersion';
import { searchPageDescription } from '../searchPageDescription';

// Runs before the theme's first search (its effect waits 300 ms), so that search already has the
// starting version; on the server, nothing runs.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Chooses `value` in a React-managed <select> as a visitor would, so its onChange runs. */
function choose(select: HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The theme's search page, with four additions (the fourth: landmarks, lib/landmarks.ts). Its
 * docs-version `<select>` has no label, so screen readers announced an unnamed combo box; the
 * theme gives no prop for it. It starts on the first version listed ("Next"); here it starts on
 * the version the reader came from (else the latest), as the modal's results did. It sets no meta
 * description, which search engines and link previews fall back on.
 * (The page keeps its room for results from src/css/custom.scss, `.search-page-wrapper`.)
 */
export default function HostedSearchPage(props: ComponentProps<typeof SearchPage>) {
  const container = useRef<HTMLDivElement>(null);
  const docsData = useAllDocsData();
  useIsomorphicLayoutEffect(() => {
    // The theme renders one select per versioned docs plugin, in the plugins' order.
    const versioned = Object.entries(docsData).filter(([, data]) => data.versions.length > 1);
    const selects = container.current?.querySelectorAll('form select') ?? [];
    const reader = recallReaderVersion();
    versioned.forEach(([pluginId, data], i) => {
      const select = selects[i] as HTMLSelectElement | undefined;
      if (!select) return;
      const offered = Array.from(select.options, option => option.value);
      const start = startingVersion(pluginId, offered, data.versions.find(version => version.isLast)?.name, reader);
      if (start !== null && select.value !== start) choose(select, start);
    });
  }, []);
  // Once: the observer it sets up labels what later renders add.
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    return labelSearchLandmarks(root, {
      results: translate({
        id: 'search.page.resultsLabel',
        message: 'Search results',
        description: 'Accessible name of the results list on the search page',
      }),
      versionSelect: translate({
        id: 'search.page.versionSelectLabel',
        message: 'Docs version to search',
        description: 'Accessible name of the docs version selector on the search page',
      }),
    });
  }, []);
  return (
    <div ref={container} style={{ display: 'contents' }}>
      <Head>
        <meta name="description" content={searchPageDescription()} />
      </Head>
      <SearchPage {...props} />
    </div>
  );
}
