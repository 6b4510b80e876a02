import { useEffect } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import { useLocation } from '@docusaurus/router';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/** Docs of the unmaintained majors (v3-v6): the v8 announcement is not their story. */
export const olderDocsPath = /^\/docs\/[3-6](\/|$)/;

/**
 * Before hydration, an inline script hides the bar when a dismissal is stored, so a dismissed
 * bar never flashes. That stored dismissal may belong to an older announcement: the theme then
 * resets it, but the attribute stays and keeps the new announcement hidden until the next page
 * load. Clearing it once the bar is active shows a new announcement straight away.
 * The bar is left out of the v3-v6 docs, whose own banner says they are unmaintained.
 */
export default function AnnouncementBarWrapper() {
  const { isActive } = useAnnouncementBar();
  const { pathname } = useLocation();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  if (olderDocsPath.test(pathname)) return null;
  return <AnnouncementBar />;
}
