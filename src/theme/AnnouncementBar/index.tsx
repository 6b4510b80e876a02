import { useEffect } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

/**
 * Before hydration, an inline script hides the bar when a dismissal is stored, so a dismissed
 * bar never flashes. That stored dismissal may belong to an older announcement: the theme then
 * resets it, but the attribute stays and keeps the new announcement hidden until the next page
 * load. Clearing it once the bar is active shows a new announcement straight away.
 */
export default function AnnouncementBarWrapper() {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(initiallyDismissedAttribute, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
