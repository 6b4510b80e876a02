import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import OriginalLink from '@theme-original/DocSidebarItem/Link';
import type { Props } from '@theme/DocSidebarItem/Link';
import { useHistory } from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/**
 * The API sidebar's item links. The theme's `<Link>` gives every link its own IntersectionObserver
 * and prefetches each one that comes into view: the ~20 items on screen when an API page opens, and
 * more with every scroll through a category of up to 200, each prefetch scanning the whole route
 * table and adding a dozen <link rel="prefetch"> (bench/RESULTS.md, "API item pages"). These
 * links load a page's code when pointed at or touched (as the theme's do), navigate in the app,
 * and are still collected for the broken-link check. Every other sidebar keeps the theme's link.
 */
export default function DocSidebarItemLink(props: Props): ReactNode {
  if (!props.item.href.startsWith('/api/')) return <OriginalLink {...props} />;
  return <ApiSidebarLink {...props} />;
}

function ApiSidebarLink({ item, onItemClick, activePath, level }: Props): ReactNode {
  const { label, className } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  // As the theme's Link does: `/api/core/derivations/` (an index doc) is linked without the slash.
  const { trailingSlash, baseUrl } = useDocusaurusContext().siteConfig;
  const href = applyTrailingSlash(item.href, { trailingSlash, baseUrl });
  const history = useHistory();
  const preloaded = useRef(false);
  const ref = useRef<HTMLAnchorElement>(null);
  useBrokenLinks().collectLink(href);

  // The page being read is shown in the sidebar: its link is scrolled into the sidebar's view
  // (the sidebar scrolls on its own; the page does not move).
  useEffect(() => {
    const link = ref.current;
    const menu = link?.closest<HTMLElement>('.menu');
    if (!isActive || !link || !menu) return;
    const linkBox = link.getBoundingClientRect();
    const menuBox = menu.getBoundingClientRect();
    if (linkBox.top >= menuBox.top && linkBox.bottom <= menuBox.bottom) return;
    menu.scrollTop += linkBox.top - menuBox.top - menuBox.height / 2 + linkBox.height / 2;
  }, [isActive]);

  const preload = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    void window.docusaurus.preload(href);
  };
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onItemClick?.(item);
    // New tab, new window, download: the browser's own behaviour.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(href);
  };

  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className
      )}>
      <a
        ref={ref}
        className={clsx('menu__link', { 'menu__link--active': isActive })}
        aria-current={isActive ? 'page' : undefined}
        href={href}
        onClick={navigate}
        onMouseEnter={preload}
        onTouchStart={preload}>
        <span className={styles.linkLabel}>{label}</span>
      </a>
    </li>
  );
}
