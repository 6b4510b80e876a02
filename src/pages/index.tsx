import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import HomeHero from '@site/src/components/HomeHero';
import HomeFeatures from '@site/src/components/HomeFeatures';
import { evaluateInSteps } from '@site/src/site/evaluateInSteps';
import styles from './index.module.css';

// The library, the example's fields and the live preview, one part per task (evaluateInSteps), as
// on the demo pages: as static imports they were evaluated in the task that ran the library's
// chunk, 31-68 ms without a CPU slowdown. Docusaurus waits for this route module before it
// hydrates the page; the imports are eager, so the steps load nothing.
const [, , { initialMusicianQuery, musicianFields }, { default: LiveQueryPreview }] = await evaluateInSteps([
  () => import(/* webpackMode: "eager", webpackExports: ["formatQuery"] */ '@react-querybuilder/core'),
  () => import(/* webpackMode: "eager", webpackExports: ["QueryBuilder"] */ 'react-querybuilder'),
  () => import(/* webpackMode: "eager", webpackExports: ["initialMusicianQuery", "musicianFields"] */ '@site/src/demo/fields'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@site/src/components/LiveQueryPreview'),
]);

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
