import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import LiveQueryPreview from '@site/src/components/LiveQueryPreview';
import { initialMusicianQuery, musicianFields } from '@site/src/demo/fields';

export default function DemoPage() {
  return (
    <Layout title="Demo" description="Build a query with React Query Builder and see it as SQL and JSON.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Demo</Heading>
        <p>
          Add, remove and edit rules and groups. The SQL and JSON below are what <code>formatQuery</code>{' '}
          returns for the query you see.
        </p>
        <LiveQueryPreview
          fields={musicianFields}
          initialQuery={initialMusicianQuery}
          formats={['sql', 'json_without_ids']}
        />
      </main>
    </Layout>
  );
}
