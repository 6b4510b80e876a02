import { getQuerySelectorById, queryBuilderStore, type RuleGroupTypeAny } from 'react-querybuilder';

/** The demo's one query builder, by a fixed id, so its query can be in the library's store before it mounts. */
export const demoQbId = 'demo';

/**
 * Puts the query in the library's store under `qbId` unless a builder there holds one already.
 * A controlled builder renders from its `query` prop but also keeps the query in that (shared)
 * store, and one mounting without an entry writes it from an effect: every part of the builder
 * reading the store then renders again, synchronously, right after hydration (for MUI's controls,
 * about as long as the hydration itself). With the entry there first, the store already agrees.
 * The action is the library's own `setQueryState` (store.test.tsx checks it against the installed library).
 */
export function seedQueryStore(qbId: string, query: RuleGroupTypeAny) {
  if (getQuerySelectorById(qbId)(queryBuilderStore.getState()) !== undefined) return;
  queryBuilderStore.dispatch({ type: 'queries/setQueryState', payload: { qbId, query }, meta: { timestamp: 0, fromHistory: false } });
}
