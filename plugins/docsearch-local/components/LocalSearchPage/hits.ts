/**
 * A search hit, as the page shows it: its link, its title and breadcrumb trail (the hierarchy's
 * levels) and its snippet, each as text pieces marked matched or not. The pieces are plain text,
 * rendered as React text, so nothing a page or a query contains can become markup.
 */
import type { SearchHit } from '../../lib/client';
import { LEVELS } from '../../lib/records';
import { MATCH_END, MATCH_START } from './request';

export interface Piece {
  text: string;
  match: boolean;
}

export interface DisplayHit {
  key: string;
  url: string;
  title: Piece[];
  breadcrumbs: Piece[][];
  summary: Piece[];
}

// The client escapes page text for HTML (lib/highlight.ts, escapeHtml); this is its inverse.
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescape = (text: string) => text.replace(/&(?:lt|gt|amp);/g, entity => ENTITIES[entity]);

/** Splits a highlighted value (matches between MATCH_START and MATCH_END) into pieces. */
export function pieces(value: string): Piece[] {
  const out: Piece[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(MATCH_START);
    if (start < 0) {
      out.push({ text: unescape(rest), match: false });
      break;
    }
    if (start > 0) out.push({ text: unescape(rest.slice(0, start)), match: false });
    const end = rest.indexOf(MATCH_END, start + 1);
    const matched = rest.slice(start + 1, end < 0 ? undefined : end);
    if (matched) out.push({ text: unescape(matched), match: true });
    rest = end < 0 ? '' : rest.slice(end + 1);
  }
  return out;
}

/** The plain text of pieces (for names: a breadcrumb trail's accessible name, say). */
export const plainText = (parts: Piece[]) => parts.map(part => part.text).join('');

type Highlighted = { value?: unknown } | undefined;

/** The hit's levels that have a value, top first: the last is its title, the others its trail. */
function levels(hit: SearchHit): Piece[][] {
  const hierarchy = (hit._highlightResult?.hierarchy ?? {}) as Record<string, Highlighted>;
  return LEVELS.flatMap(level => {
    const value = hierarchy[level]?.value;
    return typeof value === 'string' && value.trim() !== '' ? [pieces(value)] : [];
  });
}

export function displayHit(hit: SearchHit, processUrl: (url: string) => string): DisplayHit {
  const trail = levels(hit);
  const title = trail.pop() ?? [];
  const content = (hit._snippetResult?.content as Highlighted)?.value;
  return {
    key: hit.objectID,
    url: processUrl(String(hit.url)),
    title,
    breadcrumbs: trail,
    summary: typeof content === 'string' ? pieces(content) : [],
  };
}
