import { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export const installCommand = 'npm i react-querybuilder';

/** The install command with a button that copies it; the button says when the copy worked. */
function InstallCommand() {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);
  const copy = () =>
    navigator.clipboard.writeText(installCommand).then(
      () => setStatus('copied'),
      () => setStatus('failed')
    );
  return (
    <div className={styles.install}>
      <pre aria-label="Install command">
        <code>{installCommand}</code>
      </pre>
      <button type="button" className={styles.copy} onClick={copy}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed' : 'Copy'}
      </button>
      <span className={styles.status} role="status">
        {status === 'copied' ? 'Install command copied' : status === 'failed' ? 'Could not copy the install command' : ''}
      </span>
    </div>
  );
}

export default function HomeHero() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/intro">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/demo">
            Try the demo
          </Link>
        </div>
        <InstallCommand />
      </div>
    </header>
  );
}
