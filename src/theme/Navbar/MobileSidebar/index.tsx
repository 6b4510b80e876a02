import { useEffect, useLayoutEffect, useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
// The mobile menu's open state; no public hook exposes it.
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { watchApproach } from './approach';

/**
 * The theme's mobile menu, rendered once the reader reaches for it. The theme renders the whole
 * menu (the navbar's items and the page's docs sidebar, each item a link) on every page under the
 * desktop breakpoint as soon as it hydrates, though it stays hidden until the menu button is
 * pressed: about 600 component renders on a docs page, in the updates right after hydration. Here
 * it is rendered when the menu button is pointed at, touched or focused, which comes before the
 * press, so the menu still slides in; a menu opened some other way renders as it opens.
 */
export default function MobileSidebarWrapper() {
  const { shown, shouldRender } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted || !shouldRender) return undefined;
    return watchApproach(document, '.navbar__toggle', () => setWanted(true));
  }, [wanted, shouldRender]);
  useLayoutEffect(() => {
    if (!wanted) return;
    // A tap's click can follow its touchstart before the browser renders a frame. The menu's
    // hidden style has to be computed before it opens for its transition to run, so compute it now.
    // (When it renders because it opens, the style is the open one and this costs nothing extra.)
    const sidebar = document.querySelector('.navbar-sidebar');
    if (sidebar) void getComputedStyle(sidebar).transform;
  }, [wanted]);
  return wanted ? <MobileSidebar /> : null;
}
