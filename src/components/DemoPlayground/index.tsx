import { memo, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useColorMode } from '@docusaurus/theme-common';
import DemoBuilderComponent, { type KitFrame } from '@site/src/components/DemoBuilder';
import DemoCodePanelComponent from '@site/src/components/DemoCodePanel';
import DemoExportPanelComponent from '@site/src/components/DemoExportPanel';
import DemoImportPanelComponent from '@site/src/components/DemoImportPanel';
import DemoKitNavComponent from '@site/src/components/DemoKitNav';
import DemoOptionsPanelComponent from '@site/src/components/DemoOptionsPanel';
import DemoPermalinkBarComponent from '@site/src/components/DemoPermalinkBar';
import { fieldsForOptions } from '@site/src/demo/builderProps';
import { demoFields } from '@site/src/demo/fields';
import type { ExportSettings } from '@site/src/demo/formats';
import type { ImportSettings } from '@site/src/demo/importers';
import { kitById, type KitId } from '@site/src/kits';
import { sandboxKits, sandboxPathFor } from '@site/src/demo/sandboxCode';
import { useDateTimeOverrides, type DateTimeOverridesStatus } from './useDateTimeOverrides';
import { useDemoState } from './useDemoState';
import styles from './styles.module.css';

export interface DemoPlaygroundProps {
  kit: KitId;
  /** Providers and styles for the kit; none for the native controls. */
  KitFrame?: KitFrame;
  /**
   * Render the builder only in the browser. For kits whose CSS-in-JS styles are not part of the
   * server-rendered page (antd), so the page never shows them unstyled; the space is reserved.
   */
  clientOnly?: boolean;
}

// Memoised here, so a change of one part of the state renders only the panels that show it.
const DemoBuilder = memo(DemoBuilderComponent);
const DemoCodePanel = memo(DemoCodePanelComponent);
const DemoExportPanel = memo(DemoExportPanelComponent);
const DemoImportPanel = memo(DemoImportPanelComponent);
const DemoKitNav = memo(DemoKitNavComponent);
const DemoOptionsPanel = memo(DemoOptionsPanelComponent);
const DemoPermalinkBar = memo(DemoPermalinkBarComponent);

const dateTimeNotices: Partial<Record<DateTimeOverridesStatus, string>> = {
  loading: 'Loading the date-time package…',
  failed: 'The date-time package could not be loaded, so dates are exported as plain values.',
};

/**
 * The children once the page runs in the browser when `clientOnly`, the fallback until then. Its
 * own component, so the flip after hydration renders this and not the whole demo.
 */
function ClientOnlyWhen({ clientOnly, fallback, children }: { clientOnly: boolean; fallback: ReactNode; children: ReactNode }) {
  const isBrowser = useIsBrowser();
  return clientOnly && !isBrowser ? fallback : children;
}

/**
 * The whole demo: kit navigation, options, builder, export, import and permalink. Each panel is
 * memoised on its props (all stable but the ones that carry state), so a change renders the
 * panels it concerns.
 */
export default function DemoPlayground({ kit, KitFrame, clientOnly = false }: DemoPlaygroundProps) {
  const demo = useDemoState();
  const { state } = demo;
  const { colorMode } = useColorMode();

  const fields = useMemo(() => fieldsForOptions(state.options), [state.options]);
  const dateTime = useDateTimeOverrides(state.options.useDateTimePackage);
  const exportSettings = useMemo<ExportSettings>(
    () => ({
      fields,
      validate: state.options.validateQuery,
      parseNumbers: state.options.parseNumbers,
      sqlPreset: state.sqlPreset,
      nlLanguage: state.nlLanguage,
      overrides: dateTime.overrides,
    }),
    [fields, state.options.validateQuery, state.options.parseNumbers, state.sqlPreset, state.nlLanguage, dateTime.overrides]
  );
  const importSettings = useMemo<ImportSettings>(
    () => ({
      fields: demoFields,
      independentCombinators: state.options.independentCombinators,
      listsAsArrays: state.options.listsAsArrays,
    }),
    [state.options.independentCombinators, state.options.listsAsArrays]
  );

  // The export re-highlights on every change; deferring it keeps typing in the builder smooth.
  const exportedQuery = useDeferredValue(state.query);
  // The Code panel writes and highlights a whole module; it follows the state a moment behind too.
  const codeState = useDeferredValue(state);
  // The sandbox link's module is written when the visitor reaches for it (DemoPermalinkBar).
  const sandboxPathForCurrent = useCallback(() => sandboxPathFor(kit, state), [kit, state]);
  const kitLabel = kitById(kit).label;
  const pageUrl = useBaseUrl(kitById(kit).route);
  const { setOption } = demo;
  const onParseNumbersChange = useCallback((value: boolean) => setOption('parseNumbers', value), [setOption]);

  return (
    <div className={styles.playground} data-demo-kit={kit}>
      <DemoKitNav current={kit} hash={demo.hash} />
      <DemoPermalinkBar
        permalinkPath={`${pageUrl}${demo.hash}`}
        sandboxTemplatePath={`/sandbox?template=${sandboxKits[kit].template}`}
        sandboxPathForCurrent={sandboxPathForCurrent}
        onReset={demo.reset}
      />
      <div role="status" className={clsx(styles.notice, demo.notice && styles.noticeShown)}>
        {demo.notice && (
          <>
            <span>{demo.notice}</span>
            <button type="button" className="button button--sm button--link" onClick={demo.dismissNotice}>
              Dismiss
            </button>
          </>
        )}
      </div>
      <div className={styles.columns}>
        <div className={styles.options}>
          <DemoOptionsPanel
            options={state.options}
            onChange={demo.setOption}
            onSelectAll={demo.selectAllOptions}
            searchable={kit === 'native'}
          />
        </div>
        <div className={styles.main}>
          <section className={styles.builderSection} aria-labelledby="demo-query-heading">
            <h2 id="demo-query-heading" className={styles.heading}>
              Query <span className={styles.kitLabel}>({kitLabel} controls)</span>
            </h2>
            <ClientOnlyWhen
              clientOnly={clientOnly}
              fallback={<p className={styles.placeholder}>Loading the {kitLabel} controls…</p>}>
              <DemoBuilder
                query={state.query}
                onQueryChange={demo.setQuery}
                options={state.options}
                fields={fields}
                colorMode={colorMode}
                KitFrame={KitFrame}
              />
            </ClientOnlyWhen>
          </section>
          <DemoExportPanel
            query={exportedQuery}
            format={state.format}
            settings={exportSettings}
            onFormatChange={demo.setFormat}
            onSqlPresetChange={demo.setSqlPreset}
            onNlLanguageChange={demo.setNlLanguage}
            onParseNumbersChange={onParseNumbersChange}
            notice={dateTimeNotices[dateTime.status]}
          />
          <DemoImportPanel settings={importSettings} onImport={demo.importQuery} />
          <DemoCodePanel kit={kit} state={codeState} />
        </div>
      </div>
    </div>
  );
}
