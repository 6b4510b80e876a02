/**
 * Algolia-style `_highlightResult` and `_snippetResult` values. Values are HTML (the theme renders
 * them with innerHTML), so the record text is escaped and only the highlight tags are markup.
 */
import { queryWordMatcher, tokenize, wordTerms, words, type WordSpan } from './text';

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
  if (!UNSAFE.test(text)) return text;
  return text.replace(/&(?=#?[a-z0-9]+;)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const UNSAFE = /[&<>]/;

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
  const matchers = terms.map((term, i) => queryWordMatcher(term, i === terms.length - 1));
  return (word: string): number => {
    let hit = cache.get(word);
    if (hit === undefined) {
      hit = matchers.findIndex(matches => matches(word));
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
  // What `findMarks` counts, without offsets or marks: a word's whole form, else its parts.
  const matched = new Set<number>();
  for (const raw of tokenize(text)) {
    const terms = wordTerms(raw);
    const whole = match(terms[0]);
    if (whole >= 0) {
      matched.add(whole);
      continue;
    }
    for (let i = 1; i < terms.length; i++) {
      const hit = match(terms[i]);
      if (hit >= 0) matched.add(hit);
    }
  }
  return matched.size;
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

const SPACE = /\s/;

/** The runs of non-space characters (`/\S+/g` matches), as offsets. */
function nonSpaceRuns(text: string): Mark[] {
  const runs: Mark[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // ASCII printable characters are never space; the rest asks the regex (Unicode spaces).
    const space = c > 32 && c < 127 ? false : c === 32 || SPACE.test(text[i]);
    if (space) {
      if (start >= 0) runs.push({ start, end: i });
      start = -1;
    } else if (start < 0) start = i;
  }
  if (start >= 0) runs.push({ start, end: text.length });
  return runs;
}

/**
 * At most `size` words of the attribute around its first match (the start when nothing matches),
 * with `ellipsis` where text was cut.
 */
export function snippet(text: string, terms: string[], match: Matcher, size: number, tags: HighlightTags, ellipsis: string): SnippetValue {
  const spans = cachedWords(text);
  const { marks, matched } = findMarks(spans, match);
  const chunks = nonSpaceRuns(text);
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
