import { startTransition, useEffect, useState } from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SandboxRuntimeData } from '@site/plugins/sandbox-runtime';
import SandboxWorkbench from '@site/src/components/SandboxWorkbench';
import styles from './styles.module.css';

/**
 * False on the server and in hydration, then true, set in a transition: React renders the
 * workbench (toolbar, static code, preview frame) in slices of a few milliseconds between other
 * tasks, where BrowserOnly's switch rendered it in one long task.
 */
function useStartedInBrowser(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return started;
}

/** The workbench once the page runs in the browser; a placeholder of its size until then. */
function WorkbenchInBrowser({ frameUrl }: { frameUrl: string }) {
  return useStartedInBrowser() ? <SandboxWorkbench frameUrl={frameUrl} /> : <div className={styles.placeholder} aria-hidden="true" />;
}

/**
 * The sandbox route. The server renders the frame of the page and a placeholder of the
 * workbench's size; the workbench needs the URL and localStorage, so it starts in the browser.
 */
export default function SandboxPage() {
  const { frameUrl } = usePluginData('sandbox-runtime') as SandboxRuntimeData;
  return (
    <Layout
      title="Sandbox"
      description="Edit a React Query Builder example in the browser and watch it run: templates for every UI kit, share links and a downloadable Vite project.">
      <main className={`container container--fluid ${styles.page}`}>
        <Heading as="h1">Sandbox</Heading>
        <p className={styles.intro}>
          Edit the module in the code editor; its default export, <code>App</code>, runs in the preview as you type. It may
          import React, <code>react-querybuilder</code> and its parsers, the compat packages with their UI kits, and
          their stylesheets. The code runs in an isolated frame that cannot see this site, is saved in this browser, and
          can be shared with <strong>Copy link</strong>.
        </p>
        <WorkbenchInBrowser frameUrl={frameUrl} />
      </main>
    </Layout>
  );
}
