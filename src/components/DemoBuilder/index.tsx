import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { isRuleGroupTypeIC, QueryBuilder, type Field, type RuleGroupTypeAny } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder.css';
import { builderPropsFromOptions } from '@site/src/demo/builderProps';
import ResponsiveBuilderFrame from '@site/src/components/ResponsiveBuilderFrame';
import type { DemoOptions } from '@site/src/demo/options';
import { namedNativeControlElements } from './namedControls';
import { demoQbId, seedQueryStore } from './seedQueryStore';
import styles from './styles.module.css';

export type ColorMode = 'light' | 'dark';

/** What a kit page supplies: providers and styles around the builder, nothing else. */
export interface KitFrameProps {
  colorMode: ColorMode;
  children: ReactNode;
}
export type KitFrame = ComponentType<KitFrameProps>;

// Drag and drop and undo/redo are loaded the first time they are switched on, so a visitor who
// never uses them downloads neither.
const loadDragAndDrop = async () => {
  const [{ QueryBuilderDnD }, { createReactDnDAdapter }, reactDnd, html5Backend] = await Promise.all([
    import('@react-querybuilder/dnd'),
    import('@react-querybuilder/dnd/react-dnd'),
    import('react-dnd'),
    import('react-dnd-html5-backend'),
  ]);
  return { QueryBuilderDnD, adapter: createReactDnDAdapter({ ...reactDnd, ...html5Backend }) };
};
const loadHistory = () => import('react-querybuilder/history');

/** Loads a module once `enabled` first becomes true, then keeps it. */
function useLoadedWhen<T>(enabled: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled || loaded) return undefined;
    let cancelled = false;
    load().then(
      module => {
        if (!cancelled) setLoaded(() => module);
      },
      (error: unknown) => console.warn('A demo feature could not load:', error)
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, loaded, load]);
  return loaded;
}

interface DemoBuilderProps {
  query: RuleGroupTypeAny;
  onQueryChange: (query: RuleGroupTypeAny) => void;
  options: DemoOptions;
  fields: Field[];
  colorMode: ColorMode;
  KitFrame?: KitFrame;
}

/** The query builder with the demo's options applied, inside the kit's frame. */
export default function DemoBuilder({ query, onQueryChange, options, fields, colorMode, KitFrame }: DemoBuilderProps) {
  const props = useMemo(() => builderPropsFromOptions(options), [options]);
  const dragAndDrop = useLoadedWhen(options.enableDragAndDrop, loadDragAndDrop);
  const history = useLoadedWhen(options.showUndoRedo, loadHistory);
  // Once, before the first render of the builder (on the server too: the same query every time).
  useState(() => seedQueryStore(demoQbId, query));

  // Each feature is on only once its provider is there, so the builder never asks for a
  // provider it does not have.
  const shared = {
    ...props,
    enableDragAndDrop: props.enableDragAndDrop && dragAndDrop !== null,
    showUndoRedo: props.showUndoRedo && history !== null,
    fields,
    qbId: demoQbId,
    // Without a kit, the library's own controls, given accessible names (see namedControls).
    ...(KitFrame ? {} : { controlElements: namedNativeControlElements }),
  };
  // Two branches so each query shape gets QueryBuilder's matching generic type.
  let tree: ReactNode = isRuleGroupTypeIC(query) ? (
    <QueryBuilder {...shared} query={query} onQueryChange={onQueryChange} />
  ) : (
    <QueryBuilder {...shared} query={query} onQueryChange={onQueryChange} />
  );
  if (KitFrame) tree = <KitFrame colorMode={colorMode}>{tree}</KitFrame>;
  if (dragAndDrop) {
    const { QueryBuilderDnD, adapter } = dragAndDrop;
    tree = <QueryBuilderDnD dnd={adapter}>{tree}</QueryBuilderDnD>;
  }
  if (history) {
    const { QueryBuilderHistory } = history;
    tree = <QueryBuilderHistory>{tree}</QueryBuilderHistory>;
  }
  return (
    // Below 600 px the library's responsive layout, whatever the option says (src/site/responsiveBuilder.ts).
    <ResponsiveBuilderFrame className={clsx(styles.builder, 'demo-builder')} data-color-mode={colorMode}>
      {tree}
    </ResponsiveBuilderFrame>
  );
}
