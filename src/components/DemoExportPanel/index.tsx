import { useMemo } from 'react';
import Link from '@docusaurus/Link';
import type { RuleGroupTypeAny, SQLPreset } from 'react-querybuilder';
import {
  exportQuery,
  formatById,
  formatCallDeclarations,
  formatCallImports,
  formatDocsPath,
  formatCallSource,
  formatTable,
  sqlPresetLabels,
  sqlPresets,
  type ExportSettings,
  type FormatId,
} from '@site/src/demo/formats';
import {
  defaultNaturalLanguageId,
  naturalLanguageById,
  naturalLanguages,
  type NaturalLanguageId,
} from '@site/src/demo/naturalLanguage';
import { DemoPanelCode } from '@site/src/components/DemoPanel';
import styles from './styles.module.css';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

interface DemoExportPanelProps {
  query: RuleGroupTypeAny;
  format: FormatId;
  settings: ExportSettings;
  onFormatChange: (format: FormatId) => void;
  onSqlPresetChange: (preset: SQLPreset) => void;
  onNlLanguageChange: (language: NaturalLanguageId) => void;
  /** The "Parse numbers" option, offered again beside the output it changes. */
  onParseNumbersChange: (value: boolean) => void;
  /** A line about the export itself, e.g. while a rule processor package loads. */
  notice?: string;
}

/** The query in the chosen format, with the `formatQuery` call that produced it. */
export default function DemoExportPanel({
  query,
  format,
  settings,
  onFormatChange,
  onSqlPresetChange,
  onNlLanguageChange,
  onParseNumbersChange,
  notice,
}: DemoExportPanelProps) {
  // One per page: a fixed id gives the heading a stable, readable anchor (a useId value changes
  // between builds and would end up in search results).
  const id = 'demo-export';
  const definition = formatById(format);
  const output = useMemo(() => {
    try {
      return exportQuery(query, format, settings);
    } catch (error) {
      return `formatQuery threw: ${error instanceof Error ? error.message : String(error)}`;
    }
  }, [query, format, settings]);
  const call = useMemo(() => {
    const parts = [
      formatCallImports(format, settings).join('\n'),
      formatCallDeclarations(format, settings).join('\n'),
      formatCallSource(format, settings),
    ];
    return parts.filter(Boolean).join('\n\n');
  }, [format, settings]);

  // The home page links to /demo#export: registered so the build's anchor check knows the id.
  useBrokenLinks().collectAnchor('export');
  return (
    <section id="export" className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Export
      </h2>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={`${id}-format`}>Format</label>
          <select
            id={`${id}-format`}
            className={styles.select}
            value={format}
            onChange={event => onFormatChange(event.target.value as FormatId)}>
            {formatTable.map(entry => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        {definition.usesSqlPreset && (
          <div className={styles.field}>
            <label htmlFor={`${id}-dialect`}>SQL dialect</label>
            <select
              id={`${id}-dialect`}
              className={styles.select}
              value={settings.sqlPreset}
              onChange={event => onSqlPresetChange(event.target.value as SQLPreset)}>
              {sqlPresets.map(preset => (
                <option key={preset} value={preset}>
                  {sqlPresetLabels[preset]}
                </option>
              ))}
            </select>
          </div>
        )}
        {format === 'natural_language' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-language`}>Output language</label>
            <select
              id={`${id}-language`}
              className={styles.select}
              value={settings.nlLanguage ?? defaultNaturalLanguageId}
              onChange={event => onNlLanguageChange(event.target.value as NaturalLanguageId)}>
              {naturalLanguages.map(language => (
                <option key={language.id} value={language.id} lang={language.lang}>
                  {language.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className={styles.summary} data-testid="demo-export-summary">
        {definition.summary}{' '}
        <Link to={formatDocsPath(format)}>
          Documentation<span className={styles.visuallyHidden}> of the {definition.label} format</span>
        </Link>
      </p>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <DemoPanelCode className={styles.code} data-testid="demo-export-call" language="ts" title="The call">
        {call}
      </DemoPanelCode>
      <label className={styles.checkboxField}>
        <input
          type="checkbox"
          checked={settings.parseNumbers}
          onChange={event => onParseNumbersChange(event.target.checked)}
        />
        Parse numbers <span className={styles.hint}>(values of number fields exported as numbers)</span>
      </label>
      <DemoPanelCode
        className={styles.code}
        data-testid="demo-export-output"
        data-format={format}
        lang={format === 'natural_language' ? naturalLanguageById(settings.nlLanguage ?? defaultNaturalLanguageId).lang : undefined}
        language={definition.language}
        title={definition.label}>
        {output}
      </DemoPanelCode>
    </section>
  );
}
