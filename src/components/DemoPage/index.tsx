import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type { DemoPlaygroundProps } from '@site/src/components/DemoPlayground';
import { kitById } from '@site/src/kits';
import { evaluateInSteps } from '@site/src/site/evaluateInSteps';
import styles from './styles.module.css';

// The library and the demo's panels, one part per task (evaluateInSteps): evaluated at once, as
// the page's static imports, they held a phone's main thread for 130-290 ms (4x CPU slowdown) in
// one task while the page loaded. Docusaurus waits for this route module (top-level await) before
// it hydrates the page; the imports are eager, so the steps load nothing, and name the exports they
// use, so the rest of each module is still left out of the bundle. The playground, last, is the one kept.
// The library's core (query logic, formatters) is a step of its own before the components, which
// create their store as they are evaluated: together they were one task of about 200 ms at 4x.
const [, , , , , , , { default: DemoPlayground }] = await evaluateInSteps([
  () => import(/* webpackMode: "eager", webpackExports: ["formatQuery"] */ '@react-querybuilder/core'),
  () => import(/* webpackMode: "eager", webpackExports: ["QueryBuilder"] */ 'react-querybuilder'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@site/src/components/DemoBuilder'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@site/src/components/DemoExportPanel'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@site/src/components/DemoImportPanel'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@site/src/components/DemoCodePanel'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@site/src/components/DemoOptionsPanel'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@site/src/components/DemoPlayground'),
]);

/**
 * A demo route (one per kit, added by plugins/demo-routes): the site frame, a short introduction,
 * and the playground for one kit.
 */
export default function DemoPage(props: DemoPlaygroundProps) {
  const kit = kitById(props.kit);
  const title = props.kit === 'native' ? 'Demo' : `Demo: ${kit.label}`;
  return (
    <Layout
      title={title}
      description={`Build a query with React Query Builder${props.kit === 'native' ? '' : ` and ${kit.label} controls`}, toggle its options, and export it to SQL, MongoDB, CEL and more.`}>
      <main className={`container container--fluid ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <p className={styles.intro}>
          Edit the query, switch options on and off, and watch the export follow. The link below holds the whole
          state: copy it to share this exact query. For what each option does, follow its link to the{' '}
          <Link to="/docs/intro">docs</Link>.
        </p>
        <DemoPlayground kit={props.kit} KitFrame={props.KitFrame} clientOnly={props.clientOnly} />
      </main>
    </Layout>
  );
}
