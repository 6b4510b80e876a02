import { useEffect, useMemo, useState } from 'react';
import { Editor, LiveError, LivePreview, LiveProvider } from 'react-live';
import { usePrismTheme } from '@docusaurus/theme-common';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SandboxRuntimeData } from '@site/plugins/sandbox-runtime';
import { liveDefaultElement, prepareLiveCode } from '@site/src/live/prepareLiveCode';
import { createLiveRequire, loadLiveModules, type LoadedLiveModules } from '@site/src/live/liveModules';
import { QueryBuilderContext } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import { namedNativeControlElements } from '@site/src/components/DemoBuilder/namedControls';
import ResponsiveBuilderFrame from '@site/src/components/ResponsiveBuilderFrame';
import styles from './styles.module.css';

/** The editable source, highlighted with the site's Prism theme (light or dark). */
export function LiveCodeEditor({ code, onChange }: { code: string; onChange: (code: string) => void }) {
  const theme = usePrismTheme();
  return (
    <Editor
      className={styles.editor}
      code={code}
      language="tsx"
      theme={theme}
      tabMode="indentation"
      onChange={onChange}
    />
  );
}

function importedModules(code: string): string[] {
  try {
    return prepareLiveCode(code).specifiers;
  } catch {
    return [];
  }
}

const namedControlsContext = { controlElements: namedNativeControlElements };

/** Runs the example and shows what it renders, or the error it raises. */
export function LivePreviewPane({ code }: { code: string }) {
  const moduleKey = importedModules(code).join('|');
  // The sandbox runtime's folder, where the runtime bundles' scripts are served.
  const { frameUrl } = usePluginData('sandbox-runtime') as SandboxRuntimeData;
  const runtimeFolder = frameUrl.slice(0, frameUrl.lastIndexOf('/') + 1);
  const [modules, setModules] = useState<LoadedLiveModules | null>(null);
  useEffect(() => {
    let current = true;
    void loadLiveModules(moduleKey ? moduleKey.split('|') : [], runtimeFolder).then(result => {
      if (current) setModules(result);
    });
    return () => {
      current = false;
    };
  }, [moduleKey, runtimeFolder]);

  const scope = useMemo(
    () => (modules ? { require: createLiveRequire(modules), __liveDefault: liveDefaultElement } : {}),
    [modules]
  );
  const transformCode = (source: string) => prepareLiveCode(source).body;

  if (!modules) return <div className={styles.loading}>Loading the live preview…</div>;
  return (
    <LiveProvider code={code} scope={scope} noInline enableTypeScript transformCode={transformCode}>
      {/* The library's default controls, with aria-labels (an example's own controlElements win; its classnames add to these). */}
      <QueryBuilderContext.Provider value={namedControlsContext}>
        {/* On a phone, the library's responsive layout, as the demos use (src/site/responsiveBuilder.ts). */}
        <ResponsiveBuilderFrame>
          <LivePreview className={styles.previewContent} />
        </ResponsiveBuilderFrame>
      </QueryBuilderContext.Provider>
      <LiveError className={styles.error} role="alert" />
    </LiveProvider>
  );
}
