import { useEffect, useRef, type ComponentProps } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { translate } from '@docusaurus/Translate';
import Head from '@docusaurus/Head';

/**
 * The theme's search page, unchanged but for two additions. Its docs-version `<select>` has no
 * label, so screen readers announced an unnamed combo box; the theme gives no prop for it. And it
 * sets no meta description, which search engines and link previews fall back on. (The page keeps
 * its room for results from src/css/custom.scss, `.search-page-wrapper`.)
 */
export default function SearchPageWrapper(props: ComponentProps<typeof SearchPage>) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const label = translate({
      id: 'search.page.versionSelectLabel',
      message: 'Docs version to search',
      description: 'Accessible name of the docs version selector on the search page',
    });
    container.current?.querySelectorAll('select:not([aria-label])').forEach(select => select.setAttribute('aria-label', label));
  });
  return (
    <div ref={container} style={{ display: 'contents' }}>
      <Head>
        <meta
          name="description"
          content={translate({
            id: 'search.page.metaDescription',
            message: 'Search the React Query Builder docs and API reference, for every docs version.',
            description: 'Meta description of the search page',
          })}
        />
      </Head>
      <SearchPage {...props} />
    </div>
  );
}
