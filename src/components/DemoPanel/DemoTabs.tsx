import { useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

interface DemoTabsProps {
  /** The theme's TabItem elements, each with a `value` (and a `label`). */
  children: ReactElement | ReactElement[];
  /** Tabs sharing a group id follow each other and remember the choice, as the theme's do. */
  groupId?: string;
  /**
   * Render only the selected panel (the theme's TabItem honours it): a hidden panel then costs
   * nothing on the server or while the page hydrates, and is rendered when its tab is chosen.
   */
  lazy?: boolean;
}

/** The tab strip: a tablist of the Infima classes, arrow keys move between tabs, Enter or click selects. */
function TabStrip() {
  const { selectedValue, selectValue, tabValues } = useTabs();
  const tabs = useRef<Array<HTMLLIElement | null>>([]);
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const select = (index: number) => {
    const tab = tabs.current[index];
    const { value } = tabValues[index]!;
    if (!tab || value === selectedValue) return;
    // The page must not jump when the panel below changes height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const count = tabValues.length;
    if (event.key === 'Enter') select(index);
    else if (event.key === 'ArrowRight') tabs.current[(index + 1) % count]?.focus();
    else if (event.key === 'ArrowLeft') tabs.current[(index - 1 + count) % count]?.focus();
  };
  return (
    <ul role="tablist" aria-orientation="horizontal" className="tabs">
      {tabValues.map(({ value, label, attributes }, index) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            role="tab"
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            ref={element => {
              tabs.current[index] = element;
            }}
            onClick={() => select(index)}
            onKeyDown={event => onKeyDown(event, index)}
            {...attributes}
            className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, selected && 'tabs__item--active')}>
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Tabs for the demo's panels, built on the theme's tab state (selection, group sync, storage) and
 * rendering the theme's TabItem panels, but without the theme's remount after hydration: the
 * theme keys its Tabs on useIsBrowser, so every panel, code blocks and all, is thrown away and
 * built again the moment the page has hydrated. The selection starts at the default on the server
 * and while hydrating, and a remembered group choice is applied after (the theme's layout effect),
 * so the server's markup is hydrated as it is.
 */
export default function DemoTabs({ children, groupId, lazy = false }: DemoTabsProps): ReactNode {
  const value = useTabsContextValue({ children, groupId, lazy });
  return (
    <TabsProvider value={value}>
      <div className={clsx('theme-tabs-container', 'tabs-container', styles.tabs)}>
        <TabStrip />
        <div className="margin-top--md">{sanitizeTabsChildren(children)}</div>
      </div>
    </TabsProvider>
  );
}
