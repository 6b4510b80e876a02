import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DemoPlayground, { type DemoPlaygroundProps } from '@site/src/components/DemoPlayground';
import { kitById } from '@site/src/kits';
import styles from './styles.module.css';

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
