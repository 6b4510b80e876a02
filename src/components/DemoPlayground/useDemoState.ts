import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import type { RuleGroupTypeAny, SQLPreset } from 'react-querybuilder';
import { decodePermalink, encodePermalink, problemMessages } from '@site/src/demo/permalink';
import type { FormatId } from '@site/src/demo/formats';
import type { NaturalLanguageId } from '@site/src/demo/naturalLanguage';
import type { OptionName } from '@site/src/demo/options';
import {
  createDefaultState,
  selectAllOptions,
  serializableState,
  setOption,
  withCombinatorStyle,
  type DemoState,
} from '@site/src/demo/state';

interface Restored {
  state: DemoState;
  notice: string | null;
}

/** Reads the state from the current URL hash; a bad hash gives the default state and a notice. */
function restoreFromLocation(): Restored {
  const decoded = decodePermalink(window.location.hash);
  if (decoded.kind === 'state') return { state: decoded.state, notice: null };
  if (decoded.kind === 'problem') return { state: createDefaultState(), notice: problemMessages[decoded.problem] };
  return { state: createDefaultState(), notice: null };
}

const defaultStateKey = JSON.stringify(serializableState(createDefaultState()));

/**
 * Replaces the URL's hash without adding a history entry or touching the router's own state.
 * Only while the address bar still shows this page: during a client-side navigation the old page
 * stays mounted until the next one has loaded, and must not write its hash onto the new URL.
 */
function replaceHash(pagePath: string, hash: string) {
  const { pathname, search, hash: current } = window.location;
  if (pathname !== pagePath || current === hash) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

/**
 * Whether this render is React hydrating the server's markup: Docusaurus flags <html> once the
 * first render has committed. Read directly rather than through useIsBrowser, whose change after
 * hydration would render the whole demo again for nothing.
 */
const isHydrating = () => typeof document === 'undefined' || document.documentElement.dataset.hasHydrated !== 'true';

/**
 * The demo's state, kept in the URL hash. The server and the hydrating render use the default
 * state (so the markup matches); the hash is read right after (and only when there is one, so a
 * plain visit renders once), and on every `hashchange`. A client-side visit from another kit page
 * reads it at once, so nothing flickers.
 */
export function useDemoState() {
  const { pathname } = useLocation();
  const [restored] = useState<Restored & { fromLocation: boolean }>(() =>
    isHydrating() ? { state: createDefaultState(), notice: null, fromLocation: false } : { ...restoreFromLocation(), fromLocation: true }
  );
  const [state, setState] = useState<DemoState>(restored.state);
  const [notice, setNotice] = useState<string | null>(restored.notice);

  useEffect(() => {
    const apply = () => {
      const next = restoreFromLocation();
      setState(next.state);
      setNotice(next.notice);
      // Drop a link that could not be used, so a reload does not repeat the notice.
      if (next.notice) replaceHash(pathname, '');
    };
    // What the first render showed already is the URL's state when it read the URL, or when the
    // URL names no state: applying it again would only make a new query object.
    if (!restored.fromLocation && decodePermalink(window.location.hash).kind !== 'none') apply();
    window.addEventListener('hashchange', apply);
    return () => window.removeEventListener('hashchange', apply);
  }, [pathname, restored.fromLocation]);

  const hash = useMemo(() => {
    const key = JSON.stringify(serializableState(state));
    return key === defaultStateKey ? '' : encodePermalink(state);
  }, [state]);

  // Keep the address bar current; debounced, since browsers throttle replaceState while typing.
  // Not on mount: the address bar already shows the state the page starts from (and a state
  // applied from the hash comes back here as a change).
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return undefined;
    }
    const timer = window.setTimeout(() => replaceHash(pathname, hash), 150);
    return () => window.clearTimeout(timer);
  }, [hash, pathname]);

  const actions = useMemo(
    () => ({
      // The builder reports the query it was given once it mounts: same object, nothing to render.
      setQuery: (query: RuleGroupTypeAny) => setState(current => (current.query === query ? current : { ...current, query })),
      importQuery: (query: RuleGroupTypeAny) =>
        setState(current => ({ ...current, query: withCombinatorStyle(query, current.options.independentCombinators) })),
      setOption: (name: OptionName, value: boolean) => setState(current => setOption(current, name, value)),
      setFormat: (format: FormatId) => setState(current => ({ ...current, format })),
      setSqlPreset: (sqlPreset: SQLPreset) => setState(current => ({ ...current, sqlPreset })),
      setNlLanguage: (nlLanguage: NaturalLanguageId) => setState(current => ({ ...current, nlLanguage })),
      selectAllOptions: () => setState(selectAllOptions),
    }),
    []
  );

  const reset = useCallback(() => {
    setState(createDefaultState());
    setNotice(null);
    replaceHash(pathname, '');
  }, [pathname]);

  return { state, hash, notice, dismissNotice: () => setNotice(null), reset, ...actions };
}
