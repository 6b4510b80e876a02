import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import LiveQueryPreview from '@site/src/components/LiveQueryPreview';
import { initialMusicianQuery, musicianFields } from '@site/src/demo/fields';
import styles from './index.module.css';

export default function Home() {
  return (
    <Layout
      title="Query builder component for React"
      description="React Query Builder renders rules and rule groups and exports them to SQL, MongoDB, CEL, SpEL, JsonLogic and JSONata, with parsers to import them back.">
      {/* Inside <main>, the hero's <header> is not a second banner landmark beside the announcement bar. */}
      <main>
        <HomeHero />
        <HomeFeatures />
        <section className={styles.live} aria-labelledby="live-heading">
          <div className="container">
            <Heading as="h2" id="live-heading">
              Try it here
            </Heading>
            <p>
              Edit the query below; the SQL underneath comes from <code>formatQuery</code> as you type. The{' '}
              <Link to="/demo">demo</Link> has every option and format.
            </p>
            <LiveQueryPreview fields={musicianFields} initialQuery={initialMusicianQuery} />
          </div>
        </section>
      </main>
    </Layout>
  );
}
