import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { kits, type KitId } from '@site/src/kits';
import styles from './styles.module.css';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

interface DemoKitNavProps {
  current: KitId;
  /** The permalink hash (or ''), carried over so the query and options follow you. */
  hash: string;
}

/** Links to the demo in each UI kit that has a page. */
export default function DemoKitNav({ current, hash }: DemoKitNavProps) {
  // The home page links to /demo#kits: registered so the build's anchor check knows the id.
  useBrokenLinks().collectAnchor('kits');
  return (
    <nav id="kits" aria-label="UI kit" className={styles.nav}>
      <ul className={styles.list}>
        {kits.map(kit => (
          <li key={kit.id}>
            <Link
              to={`${kit.route}${hash}`}
              className={clsx(styles.link, kit.id === current && styles.current)}
              aria-current={kit.id === current ? 'page' : undefined}>
              {kit.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
