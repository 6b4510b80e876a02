import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createStorageSlot, useColorMode } from '@docusaurus/theme-common';
import type { SandboxEditorProps } from '@site/src/components/SandboxEditor';
import { loadEditor, prepareEditor } from '@site/src/components/SandboxEditor/load';
import StaticCode from '@site/src/components/SandboxEditor/StaticCode';
import SandboxPreview from '@site/src/components/SandboxPreview';
import SandboxSplit from '@site/src/components/SandboxSplit';
import { runDelayMs } from '@site/src/sandbox/runTiming';
import { whenReaderEngages } from '@site/src/site/readerEngagement';
import { shareUrl } from '@site/src/sandbox/shareCodec';
import { isShareHash, linkedCodeChange, sandboxStartup, storedCodeKey, storedTemplateKey } from '@site/src/sandbox/startup';
import { defaultTemplate, findTemplate, sandboxTemplates } from '@site/src/sandbox/templates';
import styles from './styles.module.css';

const editorLabel = 'Code editor: a TSX module whose default export is the App to preview';

/**
 * `value` once it has stopped changing for `delayMs`. The timer starts as the change commits and
 * the settled value renders synchronously (with its effects, which send the code to the preview),
 * so the delay is the only wait between a keystroke and the run.
 */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useLayoutEffect(() => {
    const timer = setTimeout(() => flushSync(() => setSettled(value)), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The saved work, through Docusaurus's storage slots: they fail safe when storage is disabled (the
 * sandbox still works, it just forgets) and keep the site's storage settings (plain keys here).
 */
function sandboxStorage() {
  return { code: createStorageSlot(storedCodeKey), template: createStorageSlot(storedTemplateKey) };
}

/** Drops `?template=` and `#code=` once the visitor edits, so a reload shows their saved work. */
function clearStartupUrl() {
  if (window.location.search || window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
}

export interface SandboxWorkbenchProps {
  frameUrl: string;
}

/** The sandbox in the browser: toolbar, editor and preview, with saving and sharing. */
export default function SandboxWorkbench({ frameUrl }: SandboxWorkbenchProps) {
  const { colorMode } = useColorMode();
  const storage = useMemo(sandboxStorage, []);
  const startup = useMemo(
    () =>
      sandboxStartup({
        search: window.location.search,
        hash: window.location.hash,
        storedCode: storage.code.get(),
        storedTemplate: storage.template.get(),
      }),
    [storage]
  );
  const [templateName, setTemplateName] = useState(startup.templateName);
  const [code, setCode] = useState(startup.code);
  /** Text loaded into the editor; a new `editorKey` remounts it with this text. */
  const [editorText, setEditorText] = useState(startup.code);
  const [editorKey, setEditorKey] = useState(0);
  const [notice, setNotice] = useState(startup.notice);
  /** The reader's own code that a pasted link replaced, until they restore or dismiss it. */
  const [replaced, setReplaced] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [focusAt, setFocusAt] = useState<{ line: number; column: number; request: number }>();
  // Typing settles for runDelayMs before the code runs and is saved.
  const runCode = useDebounced(code, runDelayMs);
  const editedRef = useRef(false);
  /**
   * CodeMirror, once the reader reaches for it. Until then the editor's frame shows the code
   * statically (StaticCode); CodeMirror's packages are evaluated in short tasks once the reader
   * engages with the page, so the editor is quick to create when they reach for it.
   */
  const [SandboxEditor, setSandboxEditor] = useState<ComponentType<SandboxEditorProps>>();
  const [focusEditor, setFocusEditor] = useState(false);

  // Not while the page starts: a reader who has not yet moved, touched, scrolled or typed has no use for it.
  useEffect(() => whenReaderEngages(window, () => void prepareEditor()), []);

  // The focus request is for the editor that replaces the static view, not for later remounts.
  useEffect(() => {
    if (focusEditor) setFocusEditor(false);
  }, [focusEditor]);

  const wantEditor = useCallback((focus: boolean) => {
    void loadEditor().then(component =>
      // Synchronously, so the editor is in place before the pointer's or keyboard's next event.
      flushSync(() => {
        setSandboxEditor(() => component);
        if (focus) setFocusEditor(true);
      })
    );
  }, []);

  useEffect(() => {
    if (!editedRef.current) return;
    storage.code.set(runCode);
    storage.template.set(templateName);
  }, [runCode, templateName, storage]);

  // A link followed from a docs example or the demo opens at the top of the page: its hash names
  // no element, so the router leaves the page scrolled where the previous page was.
  useEffect(() => {
    if (isShareHash(window.location.hash)) window.scrollTo(0, 0);
  }, []);

  const onEdit = useCallback((next: string) => {
    editedRef.current = true;
    setCode(next);
    clearStartupUrl();
  }, []);

  const loadText = useCallback((text: string) => {
    setEditorText(text);
    setCode(text);
    setEditorKey(key => key + 1);
  }, []);

  // A `#code=` link pasted into the address bar of an open sandbox changes only the hash: open
  // its code, and keep the reader's edited code to restore (it is not saved over until they edit).
  const codeRef = useRef(code);
  codeRef.current = code;
  useEffect(() => {
    const onHashChange = () => {
      const change = linkedCodeChange(window.location.hash, { code: codeRef.current, edited: editedRef.current });
      if (change.kind === 'none') return;
      if (change.kind === 'unreadable') {
        setAnnouncement('The link’s code could not be read (was the link cut short?); the code stays as it was.');
        return;
      }
      loadText(change.code);
      editedRef.current = false;
      setNotice(undefined);
      if (change.previous !== undefined) setReplaced(change.previous);
      setAnnouncement(change.previous !== undefined ? 'Opened the code from the link; your code can be restored.' : 'Opened the code from the link.');
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [loadText]);

  const restoreReplaced = () => {
    if (replaced === undefined) return;
    loadText(replaced);
    editedRef.current = true;
    setReplaced(undefined);
    clearStartupUrl();
    setAnnouncement('Restored your code.');
  };

  const chooseTemplate = (name: string) => {
    const template = findTemplate(name) ?? defaultTemplate();
    setTemplateName(template.name);
    loadText(template.code);
    setNotice(undefined);
    setReplaced(undefined);
    editedRef.current = true;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?template=${template.name}`);
    setAnnouncement(`Loaded the ${template.label} template.`);
  };

  const reset = () => {
    const template = findTemplate(templateName) ?? defaultTemplate();
    loadText(template.code);
    storage.code.del();
    editedRef.current = false;
    clearStartupUrl();
    setAnnouncement(`Reset to the ${template.label} template.`);
  };

  const copyLink = async () => {
    const url = shareUrl(window.location.href, code);
    window.history.replaceState(window.history.state, '', url);
    try {
      await navigator.clipboard.writeText(url);
      setAnnouncement('Link copied to the clipboard.');
    } catch {
      setAnnouncement('The link is in the address bar; copy it from there.');
    }
  };

  const download = async () => {
    const { projectZip } = await import('@site/src/sandbox/projectFiles');
    const name = `react-querybuilder-${templateName}`;
    const blob = new Blob([projectZip(code, name) as BlobPart], { type: 'application/zip' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${name}.zip`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    setAnnouncement(`Downloaded ${name}.zip.`);
  };

  return (
    <div className={styles.workbench}>
      {notice ? (
        <div className="alert alert--warning" role="status" data-testid="sandbox-notice">
          {notice}
        </div>
      ) : null}
      {replaced !== undefined ? (
        <div className={`alert alert--info ${styles.replaced}`} data-testid="sandbox-replaced">
          <span>The code from the link replaced yours. Your code is kept here until you restore or dismiss it.</span>
          <button type="button" className="button button--sm button--primary" onClick={restoreReplaced}>
            Restore my code
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={() => setReplaced(undefined)}>
            Dismiss
          </button>
        </div>
      ) : null}
      <div className={styles.toolbar} role="toolbar" aria-label="Sandbox">
        <label className={styles.templatePicker}>
          Template
          <select value={templateName} onChange={event => chooseTemplate(event.target.value)}>
            {sandboxTemplates.map(template => (
              <option key={template.name} value={template.name}>
                {template.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--sm button--primary" onClick={copyLink}>
          Copy link
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={reset}>
          Reset
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={download}>
          Download project
        </button>
        <span className={styles.announcement} role="status" aria-live="polite">
          {announcement}
        </span>
      </div>
      <SandboxSplit
        label="Resize the editor and the preview"
        start={
          SandboxEditor ? (
            <SandboxEditor
              key={editorKey}
              initialCode={editorText}
              onChange={onEdit}
              colorMode={colorMode}
              focusAt={focusAt}
              autoFocus={focusEditor}
              ariaLabel={editorLabel}
            />
          ) : (
            <StaticCode code={editorText} ariaLabel={editorLabel} onWantEditor={wantEditor} />
          )
        }
        end={
          <SandboxPreview
            frameUrl={frameUrl}
            code={runCode}
            colorMode={colorMode}
            onShowErrorInEditor={(line, column) => {
              setFocusAt({ line, column, request: Date.now() });
              wantEditor(false);
            }}
          />
        }
      />
    </div>
  );
}
