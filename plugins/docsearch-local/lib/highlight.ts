/**
 * Algolia-style `_highlightResult` and `_snippetResult` values. Values are HTML (the theme renders
 * them with innerHTML), so the record text is escaped and only the highlight tags are markup.
 */
import { lastWord, nextWord, PART, queryWordMatcher, tokenize, wordTerms } from './text';

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

/** Decides which query word (index) a text word answers, with a cache for the words of one request. */
export function createMatcher(terms: string[]) {
  const cache = new Map<string, number>();
  const matchers = terms.map((term, i) => queryWordMatcher(term, i === terms.length - 1));
  const match = (word: string): number => {
    let hit = cache.get(word);
    if (hit === undefined) {
      hit = matchers.findIndex(matches => matches(word));
      cache.set(word, hit);
    }
    return hit;
  };
  rawWords.set(match, { words: terms.length });
  return match;
}
export type Matcher = (word: string) => number;

/** Per matcher: how many query words it has (paragraphs are counted with bits up to MAX_BIT_WORDS). */
const rawWords = new WeakMap<Matcher, { words: number }>();
const MAX_BIT_WORDS = 30;

/** The query words (bits) a raw word answers: its whole form's, else its parts'. */
function rawWordBits(raw: string, match: Matcher): number {
  // No cache of its own: the raw word's terms and each term's answer are both cached already.
  const terms = wordTerms(raw);
  const whole = match(terms[0]);
  if (whole >= 0) return 1 << whole;
  let bits = 0;
  for (let i = 1; i < terms.length; i++) {
    const hit = match(terms[i]);
    if (hit >= 0) bits |= 1 << hit;
  }
  return bits;
}

function popcount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

interface Mark {
  start: number;
  end: number;
}

interface Marks {
  /** Ranges to highlight, adjacent parts (parse|SQL both matching) merged into one. */
  marks: Mark[];
  /** Which query words the text answers. */
  matched: Set<number>;
  /** How many words have a mark, and how many words there are. */
  marked: number;
  words: number;
}

function findMarks(text: string, match: Matcher): Marks {
  const marks: Mark[] = [];
  const matched = new Set<number>();
  let marked = 0;
  let count = 0;
  const add = (start: number, end: number) => {
    const last = marks[marks.length - 1];
    if (last && last.end === start) last.end = end;
    else marks.push({ start, end });
  };
  for (let start = nextWord(text, 0); start >= 0; start = nextWord(text, lastWord.end)) {
    count += 1;
    const raw = text.slice(start, lastWord.end);
    const terms = wordTerms(raw);
    const whole = match(terms[0]);
    if (whole >= 0) {
      matched.add(whole);
      add(start, start + raw.length);
      marked += 1;
      continue;
    }
    // A word's camel-case parts are only located when one of them matches.
    let any = false;
    for (let k = 1; k < terms.length && !any; k++) any = match(terms[k]) >= 0;
    if (!any) continue;
    let k = 1;
    for (const part of raw.matchAll(PART)) {
      const hit = match(terms[k++]);
      if (hit >= 0) {
        matched.add(hit);
        add(start + part.index!, start + part.index! + part[0].length);
      }
    }
    marked += 1;
  }
  return { marks, matched, marked, words: count };
}

// Highlighting and snippeting look at the same texts of a hit: their marks, per matcher.
const marksCache = new WeakMap<Matcher, Map<string, Marks>>();
function cachedMarks(text: string, match: Matcher): Marks {
  let cache = marksCache.get(match);
  if (!cache) marksCache.set(match, (cache = new Map()));
  let marks = cache.get(text);
  if (!marks) {
    marks = findMarks(text, match);
    if (cache.size > 200) cache.clear();
    cache.set(text, marks);
  }
  return marks;
}

/** How many different query words a text answers. */
export function countMatches(text: string, match: Matcher, enough = Infinity): number {
  // What `findMarks` counts, without offsets or marks: a word's whole form, else its parts.
  // Stops once `enough` words are answered.
  const raw = rawWords.get(match);
  if (raw && raw.words <= MAX_BIT_WORDS) {
    const all = enough >= raw.words ? (1 << raw.words) - 1 : -1;
    let seen = 0;
    for (let start = nextWord(text, 0); start >= 0; start = nextWord(text, lastWord.end)) {
      const bits = rawWordBits(text.slice(start, lastWord.end), match);
      if (bits === 0 || (seen | bits) === seen) continue;
      seen |= bits;
      if (seen === all || popcount(seen) >= enough) break;
    }
    return popcount(seen);
  }
  const matched = new Set<number>();
  for (const raw of tokenize(text)) {
    const terms = wordTerms(raw);
    const whole = match(terms[0]);
    if (whole >= 0) {
      matched.add(whole);
      if (matched.size >= enough) break;
      continue;
    }
    for (let i = 1; i < terms.length; i++) {
      const hit = match(terms[i]);
      if (hit >= 0) matched.add(hit);
    }
    if (matched.size >= enough) break;
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
  const { marks, matched, marked, words } = cachedMarks(text, match);
  const matchLevel = level(matched.size, terms.length);
  const result: HighlightValue = {
    value: render(text, marks, 0, text.length, tags),
    matchLevel,
    matchedWords: [...matched].sort((a, b) => a - b).map(i => terms[i]),
  };
  if (matchLevel !== 'none') result.fullyHighlighted = marked === words;
  return result;
}

const SPACE = /\s/;

// Offsets of the runs of non-space characters of the last text `nonSpaceRuns` read (reused buffers).
let runStarts = new Int32Array(256);
let runEnds = new Int32Array(256);

/** Finds the runs of non-space characters (`/\S+/g` matches) into runStarts / runEnds; returns how many. */
function nonSpaceRuns(text: string): number {
  let count = 0;
  let start = -1;
  const push = (end: number) => {
    if (count === runStarts.length) {
      const starts = new Int32Array(count * 2);
      const ends = new Int32Array(count * 2);
      starts.set(runStarts);
      ends.set(runEnds);
      runStarts = starts;
      runEnds = ends;
    }
    runStarts[count] = start;
    runEnds[count] = end;
    count += 1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // ASCII printable characters are never space; the rest asks the regex (Unicode spaces).
    const space = c > 32 && c < 127 ? false : c === 32 || SPACE.test(text[i]);
    if (space) {
      if (start >= 0) push(i);
      start = -1;
    } else if (start < 0) start = i;
  }
  if (start >= 0) push(text.length);
  return count;
}

/**
 * At most `size` words of the attribute around its first match (the start when nothing matches),
 * with `ellipsis` where text was cut.
 */
export function snippet(text: string, terms: string[], match: Matcher, size: number, tags: HighlightTags, ellipsis: string): SnippetValue {
  const { marks, matched } = cachedMarks(text, match);
  const chunks = nonSpaceRuns(text);
  const matchLevel = level(matched.size, terms.length);
  if (chunks <= size || size <= 0) {
    return { value: render(text, marks, 0, text.length, tags), matchLevel };
  }
  let first = 0;
  if (marks.length > 0) {
    first = -1;
    for (let i = 0; i < chunks; i++) {
      if (runEnds[i] > marks[0].start) {
        first = i;
        break;
      }
    }
  }
  const start = Math.max(0, Math.min(first - Math.floor((size - 1) / 2), chunks - size));
  const end = start + size;
  const value =
    (start > 0 ? ellipsis : '') +
    render(text, marks, runStarts[start], runEnds[end - 1], tags) +
    (end < chunks ? ellipsis : '');
  return { value, matchLevel };
}
