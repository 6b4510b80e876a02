/**
 * The page's results: what has been asked (a key: query and versions), what has arrived, page by
 * page. Answers to an older key are dropped, so a slow answer never replaces a newer one.
 */
import type { DisplayHit } from './hits';

export type Status = 'idle' | 'loading' | 'done' | 'error';

export interface ResultsState {
  key: string;
  status: Status;
  hits: DisplayHit[];
  /** Hits in all, as the client counts them (`nbHits`), and whether more matched than it counts (past its pagination limit). */
  total: number;
  moreThanTotal: boolean;
  /** Pages received (0 before the first answer) and pages there are. */
  pages: number;
  nbPages: number;
}

export type ResultsAction =
  | { type: 'reset'; key: string }
  | { type: 'request'; key: string }
  | { type: 'answer'; key: string; page: number; hits: DisplayHit[]; total: number; moreThanTotal?: boolean; nbPages: number }
  | { type: 'fail'; key: string };

export const initialResults = (key = ''): ResultsState => ({ key, status: 'idle', hits: [], total: 0, moreThanTotal: false, pages: 0, nbPages: 0 });

export function resultsReducer(state: ResultsState, action: ResultsAction): ResultsState {
  switch (action.type) {
    case 'reset':
      return initialResults(action.key);
    case 'request':
      return action.key === state.key ? { ...state, status: 'loading' } : { ...initialResults(action.key), status: 'loading' };
    case 'answer':
      // Stale, or a page that does not follow the ones shown (a repeated answer): ignored.
      if (action.key !== state.key || action.page !== state.pages) return state;
      return { key: state.key, status: 'done', hits: [...state.hits, ...action.hits], total: action.total, moreThanTotal: action.moreThanTotal ?? false, pages: state.pages + 1, nbPages: action.nbPages };
    case 'fail':
      return action.key === state.key ? { ...state, status: 'error' } : state;
    default:
      return state;
  }
}

/** More pages to load (the loader row shows, and scrolling to it asks for the next). */
export const hasMore = (state: ResultsState) => state.pages > 0 && state.pages < state.nbPages;

/** The page to ask for next, or null while a request is out or when all are shown. */
export function nextPage(state: ResultsState): number | null {
  return state.status === 'done' && hasMore(state) ? state.pages : null;
}
