import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { Props } from '@theme/NotFound/Content';
import styles from './styles.module.css';

/** Where a reader who followed a broken link most likely wanted to go. */
export const notFoundSections = [
  { label: 'Getting started', to: '/docs/intro', description: 'install the library and build a first query' },
  { label: 'Components', to: '/docs/components/querybuilder', description: 'QueryBuilder and its props' },
  { label: 'Demo', to: '/demo', description: 'every option, export format and UI kit' },
  { label: 'Sandbox', to: '/sandbox', description: 'edit and run a query builder in the browser' },
  { label: 'API reference', to: '/api/', description: 'every exported function, component and type' },
];

/**
 * The 404 page's content, written for this site: it offers the site search and the main sections
 * instead of the theme's "contact the owner" text.
 */
export default function NotFoundContent({ className }: Props) {
  const searchPage = useBaseUrl('/search');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address. It may have moved when the docs were reorganised.</p>
          <Heading as="h2" id="not-found-search">
            Search the site
          </Heading>
          {/* A plain form to the search page works before the page hydrates, and leaves the
              navbar's search button the only DocSearch instance on the page. */}
          <form action={searchPage} method="get" role="search" aria-labelledby="not-found-search" className={styles.search}>
            <input type="search" name="q" aria-label="Search the docs" placeholder="Search the docs" className={styles.input} />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </form>
          <Heading as="h2">Or start from a main section</Heading>
          <ul>
            {notFoundSections.map(section => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>: {section.description}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
