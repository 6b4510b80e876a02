import { useMemo, useState, type FormEvent } from 'react';
import clsx from 'clsx';
import type { RuleGroupTypeAny } from 'react-querybuilder';
import {
  importLanguageById,
  importLanguages,
  importQuery,
  parserCallSource,
  type ImportSettings,
} from '@site/src/demo/importers';
import { DemoPanelCode } from '@site/src/components/DemoPanel';
import styles from './styles.module.css';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

interface DemoImportPanelProps {
  settings: ImportSettings;
  onImport: (query: RuleGroupTypeAny) => void;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'error'; message: string; detail?: string }
  | { kind: 'done'; message: string };

const countRules = (group: RuleGroupTypeAny): number =>
  group.rules.reduce<number>(
    (total, item) => total + (typeof item === 'string' ? 0 : 'rules' in item ? countRules(item) : 1),
    0
  );

/**
 * Parses text with the library's parser for the chosen language and replaces the query. Each
 * language starts with its working sample (swapped for the next language's sample unless the
 * reader has typed). On any failure the query is left exactly as it was and the reason, with the
 * parser's whole message, shows under the input.
 */
export default function DemoImportPanel({ settings, onImport }: DemoImportPanelProps) {
  // One per page: a fixed id gives the heading a stable, readable anchor (a useId value changes
  // between builds and would end up in search results).
  const id = 'demo-import';
  const [languageId, setLanguageId] = useState(importLanguages[0].id);
  const [text, setText] = useState(importLanguages[0].sample);
  const [edited, setEdited] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const language = importLanguageById(languageId) ?? importLanguages[0];
  const { independentCombinators, listsAsArrays } = settings;
  const call = useMemo(
    () => parserCallSource(language.id, { independentCombinators, listsAsArrays }),
    [language.id, independentCombinators, listsAsArrays]
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'busy' });
    const result = await importQuery(language.id, text, settings);
    if (!result.ok) {
      setStatus({ kind: 'error', message: result.message, detail: result.detail });
      return;
    }
    onImport(result.query);
    const count = countRules(result.query);
    setStatus({ kind: 'done', message: `Imported ${count} ${count === 1 ? 'rule' : 'rules'} from ${language.label}.` });
  };

  const errorId = `${id}-error`;
  // The home page links to /demo#import: registered so the build's anchor check knows the id.
  useBrokenLinks().collectAnchor('import');
  const noteId = `${id}-note`;
  return (
    <section id="import" className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Import
      </h2>
      <p className={styles.intro}>
        Paste a query in one of the languages the library parses; it replaces the query above. Use the demo's
        field names.
      </p>
      <form onSubmit={submit} className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={`${id}-language`}>Language</label>
          <select
            id={`${id}-language`}
            className={styles.select}
            value={languageId}
            onChange={event => {
              const next = importLanguageById(event.target.value) ?? importLanguages[0];
              setLanguageId(next.id);
              if (!edited) setText(next.sample);
              setStatus({ kind: 'idle' });
            }}>
            {importLanguages.map(entry => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <p id={noteId} className={styles.note} data-testid="demo-import-note">
          <strong>Accepts:</strong> {language.note}
        </p>
        <label htmlFor={`${id}-text`} className={styles.textLabel}>
          {language.label} to import
        </label>
        <textarea
          id={`${id}-text`}
          className={clsx(styles.text, status.kind === 'error' && styles.textInvalid)}
          rows={4}
          spellCheck={false}
          value={text}
          aria-invalid={status.kind === 'error'}
          aria-describedby={`${noteId} ${errorId}`}
          onChange={event => {
            setText(event.target.value);
            setEdited(true);
          }}
        />
        <div role="alert" id={errorId} className={styles.error}>
          {status.kind === 'error' && (
            <>
              <p className={styles.errorMessage}>{status.message}</p>
              {status.detail && (
                <pre className={styles.errorDetail} data-testid="demo-import-error-detail">
                  {status.detail}
                </pre>
              )}
            </>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary button--sm" disabled={status.kind === 'busy'}>
            {status.kind === 'busy' ? 'Importing…' : `Import ${language.label}`}
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              setText(language.sample);
              setEdited(false);
              setStatus({ kind: 'idle' });
            }}>
            Use the sample
          </button>
          <span role="status" className={styles.done}>
            {status.kind === 'done' ? status.message : null}
          </span>
        </div>
      </form>
      <DemoPanelCode data-testid="demo-import-call" language="ts" title="The call">
        {call}
      </DemoPanelCode>
    </section>
  );
}
