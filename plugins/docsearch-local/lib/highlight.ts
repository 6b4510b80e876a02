/**
 * Algolia-style `_highlightResult` and `_snippetResult` values. Values are HTML (the theme renders
 * them with innerHTML), so the record text is escaped and only the highlight tags are markup.
 */
import { termMatches, words, type WordSpan } from './text';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

/**
 * Escapes text for innerHTML: `<` and `>` always, `&` only where it would start an entity. A bare
 * ampersand ("Tips & tricks") stays as typed, so the same value reads right as text and as HTML.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// Highlighting, snippeting and picking a hit's record split the same texts; keep the last few.
const spanCache = new Map<string, WordSpan[]>();
function cachedWords(text: string): WordSpan[] {
  let spans = spanCache.get(text);
  if (!spans) {
    spans = words(text);
    if (spanCache.size > 500) spanCache.clear();
    spanCache.set(text, spans);
  }
  return spans;
}

/** Decides which query word (index) a text word answers, with a cache for the words of one request. */
export function createMatcher(terms: string[]) {
  const cache = new Map<string, number>();
  return (word: string): number => {
    let hit = cache.get(word);
    if (hit === undefined) {
      hit = terms.findIndex((term, i) => termMatches(term, word, i === terms.length - 1));
      cache.set(word, hit);
    }
    return hit;
  };
}
export type Matcher = ReturnType<typeof createMatcher>;

interface Mark {
  start: number;
  end: number;
}

/** Character ranges to highlight, and which query words they answer. */
function findMarks(spans: WordSpan[], match: Matcher): { marks: Mark[]; matched: Set<number>; marked: number } {
  const marks: Mark[] = [];
  const matched = new Set<number>();
  let marked = 0;
  for (const span of spans) {
    const whole = match(span.term);
    if (whole >= 0) {
      matched.add(whole);
      marks.push({ start: span.start, end: span.end });
      marked += 1;
      continue;
    }
    let any = false;
    for (const part of span.parts) {
      const hit = match(part.term);
      if (hit >= 0) {
        matched.add(hit);
        marks.push({ start: part.start, end: part.end });
        any = true;
      }
    }
    if (any) marked += 1;
  }
  // Merge adjacent parts (parse|SQL both matching) into one mark.
  const merged: Mark[] = [];
  for (const mark of marks) {
    const last = merged[merged.length - 1];
    if (last && last.end === mark.start) last.end = mark.end;
    else merged.push({ ...mark });
  }
  return { marks: merged, matched, marked };
}

/** How many different query words a text answers. */
export function countMatches(text: string, match: Matcher): number {
  return findMarks(cachedWords(text), match).matched.size;
}

function render(text: string, marks: Mark[], from: number, to: number, tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  for (const mark of marks) {
    if (mark.end <= from || mark.start >= to) continue;
    const start = Math.max(mark.start, from);
    const end = Math.min(mark.end, to);
    out += escapeHtml(text.slice(cursor, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function level(matched: number, total: number): MatchLevel {
  return matched === 0 ? 'none' : matched >= total ? 'full' : 'partial';
}

/** The whole attribute with every matching word wrapped in the highlight tags. */
export function highlight(text: string, terms: string[], match: Matcher, tags: HighlightTags): HighlightValue {
  const spans = cachedWords(text);
  const { marks, matched, marked } = findMarks(spans, match);
  const matchLevel = level(matched.size, terms.length);
  const result: HighlightValue = {
    value: render(text, marks, 0, text.length, tags),
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map(i => terms[i]),
  };
  if (matchLevel !== 'none') result.fullyHighlighted = marked === spans.length;
  return result;
}

/**
 * At most `size` words of the attribute around its first match (the start when nothing matches),
 * with `ellipsis` where text was cut.
 */
export function snippet(text: string, terms: string[], match: Matcher, size: number, tags: HighlightTags, ellipsis: string): SnippetValue {
  const spans = cachedWords(text);
  const { marks, matched } = findMarks(spans, match);
  const chunks = [...text.matchAll(/\S+/g)].map(m => ({ start: m.index!, end: m.index! + m[0].length }));
  const matchLevel = level(matched.size, terms.length);
  if (chunks.length <= size || size <= 0) {
    return { value: render(text, marks, 0, text.length, tags), matchLevel };
  }
  const first = marks.length > 0 ? chunks.findIndex(chunk => chunk.end > marks[0].start) : 0;
  const start = Math.max(0, Math.min(first - Math.floor((size - 1) / 2), chunks.length - size));
  const end = start + size;
  const value =
    (start > 0 ? ellipsis : '') +
    render(text, marks, chunks[start].start, chunks[end - 1].end, tags) +
    (end < chunks.length ? ellipsis : '');
  return { value, matchLevel };
}
