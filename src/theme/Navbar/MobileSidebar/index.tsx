import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
// The mobile menu's open state; no public hook exposes it.
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { usePageIdle } from '@site/src/site/pageIdle';
import { watchApproach } from './approach';

/**
 * The theme's mobile menu, rendered once the page has loaded and idled, or earlier when the reader
 * reaches for it. The theme renders the whole menu (the navbar's items and the page's sidebar,
 * which on an API page is the API reference's) as soon as the page hydrates under the desktop
 * breakpoint, though it stays hidden until the menu button is pressed: about 600 component renders
 * on a docs page, in the updates right after hydration. Rendered in idle time, it is ready before
 * most readers open it; pointing at, touching or focusing the button, which comes before the
 * press, renders it at once, so it slides in even during the load.
 */
export default function MobileSidebarWrapper() {
  const { shown, shouldRender } = useNavbarMobileSidebar();
  const pageIdle = usePageIdle();
  const [wanted, setWanted] = useState(false);
  // Opened before it was reached for or the page idled (a script's click): rendered from then on,
  // so it can slide out.
  if (shown && !wanted) setWanted(true);
  const rendered = wanted || pageIdle;
  useEffect(() => {
    if (rendered || !shouldRender) return undefined;
    // In a transition, which React renders in slices: a press that comes first renders it at once.
    return watchApproach(document, '.navbar__toggle', () => startTransition(() => setWanted(true)));
  }, [rendered, shouldRender]);
  useLayoutEffect(() => {
    // Reached for: a tap's click can follow its touchstart before the browser renders a frame, and
    // the menu's hidden style has to be computed before it opens for its transition to run, so
    // compute it now. (Opened at once, the style is the open one and this costs nothing extra.)
    // Rendered in idle time, the next frame computes it: forced here, the whole page's pending style
    // was computed in the commit's task (20-30 ms on /demo/material without a slowdown). Run as it
    // first renders only, so `wanted` is read, not watched.
    if (!rendered || !wanted) return;
    const sidebar = document.querySelector('.navbar-sidebar');
    if (sidebar) void getComputedStyle(sidebar).transform;
  }, [rendered]);
  return rendered ? <MobileSidebar /> : null;
}
