import { useEffect, useRef, type ComponentProps } from 'react';
import SearchPage from '@theme-original/SearchPage';
import { translate } from '@docusaurus/Translate';

/**
 * The theme's search page, unchanged but for one attribute: its docs-version `<select>` has no
 * label, so screen readers announced an unnamed combo box. The theme gives no prop for it.
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
      <SearchPage {...props} />
    </div>
  );
}
