import { useMemo } from 'react';
import CodeBlock from '@theme/CodeBlock';
import type { RuleGroupTypeAny, SQLPreset } from 'react-querybuilder';
import {
  exportQuery,
  formatById,
  formatCallImports,
  formatCallSource,
  formatTable,
  sqlPresetLabels,
  sqlPresets,
  type ExportSettings,
  type FormatId,
} from '@site/src/demo/formats';
import styles from './styles.module.css';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

interface DemoExportPanelProps {
  query: RuleGroupTypeAny;
  format: FormatId;
  settings: ExportSettings;
  onFormatChange: (format: FormatId) => void;
  onSqlPresetChange: (preset: SQLPreset) => void;
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
    const imports = formatCallImports(format, settings);
    const source = formatCallSource(format, settings);
    return imports.length > 0 ? `${imports.join('\n')}\n\n${source}` : source;
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
      </div>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <div className={styles.code} data-testid="demo-export-call">
        <CodeBlock language="ts" title="The call">
          {call}
        </CodeBlock>
      </div>
      <div className={styles.code} data-testid="demo-export-output" data-format={format}>
        <CodeBlock language={definition.language} title={definition.label}>
          {output}
        </CodeBlock>
      </div>
    </section>
  );
}
