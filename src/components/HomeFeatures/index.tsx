import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Feature {
  title: string;
  body: string;
  /** The page, and on the demo the section (`#export`, `#import`, `#kits`), the card names. */
  to: string;
  linkLabel: string;
}

const features: Feature[] = [
  {
    title: 'Rules and groups, your way',
    body: 'Describe your fields once; the builder renders selectors, operators and value editors for each, nested as deep as you allow.',
    to: '/docs/intro',
    linkLabel: 'Getting started',
  },
  {
    title: 'Export to the language you query in',
    body: 'formatQuery turns a query into SQL (plain or parameterized), MongoDB, CEL, SpEL, JsonLogic, JSONata, Elasticsearch and plain English.',
    to: '/demo#export',
    linkLabel: 'See every format in the demo',
  },
  {
    title: 'Import what you already have',
    body: 'Parsers read SQL, MongoDB, JsonLogic, CEL, SpEL and JSONata back into a query object you can edit.',
    to: '/demo#import',
    linkLabel: 'Import a query in the demo',
  },
  {
    title: 'Any UI kit, or none',
    body: 'Plain HTML controls by default, or antd, Bootstrap, Bulma, Chakra, Fluent, Mantine, MUI and Tremor through compatibility packages.',
    to: '/demo#kits',
    linkLabel: 'Compare the kits',
  },
];

export default function HomeFeatures() {
  return (
    <section className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className={styles.heading}>
          What it does
        </Heading>
        <div className={styles.grid}>
          {features.map(feature => (
            <article key={feature.title} className={styles.card}>
              <Heading as="h3">{feature.title}</Heading>
              <p>{feature.body}</p>
              <Link to={feature.to}>{feature.linkLabel}</Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
