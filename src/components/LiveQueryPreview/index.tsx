import { useMemo, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
import { QueryBuilder, formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import { namedNativeControlElements } from '@site/src/components/DemoBuilder/namedControls';
import ResponsiveBuilderFrame from '@site/src/components/ResponsiveBuilderFrame';
import styles from './styles.module.css';

export type PreviewFormat = 'sql' | 'json_without_ids';

interface LiveQueryPreviewProps {
  fields: Field[];
  initialQuery: RuleGroupType;
  /** Formats shown under the builder, in order. */
  formats?: PreviewFormat[];
}

const formatLabels: Record<PreviewFormat, string> = { sql: 'SQL', json_without_ids: 'JSON' };
const formatLanguages: Record<PreviewFormat, string> = { sql: 'sql', json_without_ids: 'json' };

/** A QueryBuilder with the output of `formatQuery` underneath, updated on every change. */
export default function LiveQueryPreview({
  fields,
  initialQuery,
  formats = ['sql'],
}: LiveQueryPreviewProps) {
  const [query, setQuery] = useState(initialQuery);
  const outputs = useMemo(
    () => formats.map(format => ({ format, text: formatQuery(query, { format, parseNumbers: true }) })),
    [query, formats]
  );
  return (
    <div className={styles.preview}>
      {/* On a phone, the library's responsive layout, as the demos use (src/site/responsiveBuilder.ts). */}
      <ResponsiveBuilderFrame className={styles.builder}>
        <QueryBuilder
          fields={fields}
          query={query}
          onQueryChange={setQuery}
          controlElements={namedNativeControlElements}
        />
      </ResponsiveBuilderFrame>
      {outputs.map(({ format, text }) => (
        <div key={format} className={styles.output} data-testid={`output-${format}`}>
          <CodeBlock language={formatLanguages[format]} title={formatLabels[format]}>
            {format === 'json_without_ids' ? JSON.stringify(JSON.parse(text), null, 2) : text}
          </CodeBlock>
        </div>
      ))}
    </div>
  );
}
