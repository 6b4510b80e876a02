import { useEffect, useState } from 'react';

/**
 * Below this width a rule's controls no longer fit on one line, so the site's builders (the
 * demos, the home page's and the docs' live examples) switch to the library's responsive layout:
 * rows wrap and wrapped lines are indented, and selectors keep their full width instead of
 * shrinking to stubs or running past the edge.
 */
export const narrowBuilderQuery = '(max-width: 600px)';

/** True while the viewport is at most 600 px wide (false on the server and the first render). */
export function useNarrowViewport(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(narrowBuilderQuery);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}
