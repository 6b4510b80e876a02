/**
 * Text handling shared by the index (what a record's words are) and the highlighter (where those
 * words sit in the original text). Words are runs of letters and digits; an identifier such as
 * `parseSQL` is one word whose camel-case parts (`parse`, `SQL`) are also searchable.
 */

export interface WordSpan {
  /** Offset of the first character in the original text. */
  start: number;
  /** Offset after the last character. */
  end: number;
  /** Normalised (lower-case, accents removed) form of the whole word. */
  term: string;
  /** Camel-case / letter-digit parts with their own offsets; empty when the word has one part. */
  parts: { start: number; end: number; term: string }[];
}

export const WORD = /[\p{L}\p{N}]+/gu;
// Upper-case runs not followed by lower case (SQL in parseSQL), capitalised or lower-case words, digit runs.
export const PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|\p{L}+/gu;
const MARKS = /[\u0300-\u036f]/g;

/** Lower-cases and strips accents. Keeps the length of plain ASCII text unchanged. */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  // Fast path: most of the docs are ASCII.
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(MARKS, '');
}

/** Whether a word has no camel-case / letter-digit parts: lower case, digits, or one capital then lower case. */
function isSimpleWord(raw: string): boolean {
  const first = raw.charCodeAt(0);
  // ASCII fast path; anything else goes through the Unicode pattern.
  if (first >= 48 && first <= 57) {
    for (let i = 1; i < raw.length; i++) {
      const c = raw.charCodeAt(i);
      if (c < 48 || c > 57) return c >= 128 ? SIMPLE.test(raw) : false;
    }
    return true;
  }
  for (let i = first >= 65 && first <= 90 ? 1 : 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c < 97 || c > 122) return c >= 128 || first >= 128 ? SIMPLE.test(raw) : false;
  }
  return first < 128 || SIMPLE.test(raw);
}
const SIMPLE = /^(?:\p{Ll}+|\p{N}+|\p{Lu}\p{Ll}*)$/u;

/** The words of `text` with their positions and camel-case parts. */
export function words(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  const word = new RegExp(WORD);
  for (let match = word.exec(text); match !== null; match = word.exec(text)) {
    const start = match.index;
    const raw = match[0];
    const terms = wordTerms(raw);
    // Only words mixing case or letters and digits have parts; most words skip the split.
    if (terms.length === 1) {
      spans.push({ start, end: start + raw.length, term: terms[0], parts: [] });
      continue;
    }
    const parts: WordSpan['parts'] = [];
    let k = 1;
    for (const part of raw.matchAll(PART)) {
      parts.push({ start: start + part.index!, end: start + part.index! + part[0].length, term: terms[k++] });
    }
    spans.push({ start, end: start + raw.length, term: terms[0], parts });
  }
  return spans;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const wordCodePoints = new Map<number, boolean>();
function isWordCodePoint(cp: number): boolean {
  if (cp < 128) return (cp >= 48 && cp <= 57) || (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122);
  let yes = wordCodePoints.get(cp);
  if (yes === undefined) {
    yes = WORD_CHAR.test(String.fromCodePoint(cp));
    wordCodePoints.set(cp, yes);
  }
  return yes;
}

/** End of the word found by the last `nextWord` call. */
export const lastWord = { end: 0 };

/**
 * Where the next word (a `WORD` match) at or after `from` starts, its end in `lastWord.end`; -1 when
 * there is none. A scan of character codes: no match objects, for the hot loops over paragraphs.
 */
export function nextWord(text: string, from: number): number {
  let i = from;
  const length = text.length;
  while (i < length) {
    const cp = text.codePointAt(i)!;
    if (isWordCodePoint(cp)) break;
    i += cp > 0xffff ? 2 : 1;
  }
  if (i >= length) return -1;
  const start = i;
  while (i < length) {
    const cp = text.codePointAt(i)!;
    if (!isWordCodePoint(cp)) break;
    i += cp > 0xffff ? 2 : 1;
  }
  lastWord.end = i;
  return start;
}

// The terms of a raw word (see `wordTerms`), shared by every text: words repeat across the docs.
const wordTermCache = new Map<string, string[]>();

/**
 * A raw word's normalised form followed by its camel-case parts' (when it has more than one), as
 * `words` gives them, without offsets.
 */
export function wordTerms(raw: string): string[] {
  let terms = wordTermCache.get(raw);
  if (!terms) {
    const term = normalize(raw);
    if (isSimpleWord(raw)) terms = [term];
    else {
      const parts = raw.match(PART) ?? [];
      terms = parts.length > 1 ? [term, ...parts.map(normalize)] : [term];
    }
    if (wordTermCache.size >= 100_000) wordTermCache.clear();
    wordTermCache.set(raw, terms);
  }
  return terms;
}

const SUFFIXES = ['ings', 'ing', 'ions', 'ion', 'ers', 'er', 'ed', 'es', 'e', 's'];

/**
 * A light English stem, so "migrate" finds "Migrating" and "validate" finds "validation": the
 * first common suffix is dropped when at least four letters remain. Only ever compared with
 * other stems.
 */
export function stem(term: string): string {
  if (term.length < 5 || !/^[a-z]+$/.test(term)) return term;
  if (term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  for (const suffix of SUFFIXES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 4 && !(suffix === 's' && term.endsWith('ss'))) {
      return term.slice(0, -suffix.length);
    }
  }
  return term;
}

/**
 * Index-time terms of one word: the whole word, its parts (`parseSQL` -> parsesql, parse, sql)
 * and their stems (marked with a leading `~` so they only ever meet query stems).
 */
export function indexTerms(word: string): string[] {
  const term = normalize(word);
  const parts = /^[a-z0-9]+$/.test(word) ? [] : (word.match(PART) ?? []).map(normalize);
  const terms = parts.length > 1 ? [term, ...parts, ...partRuns(parts)] : [term];
  const out = new Set(terms);
  for (const t of terms) {
    const s = stem(t);
    if (s !== t) out.add(`~${s}`);
  }
  return [...out];
}

/** Longest identifier (in parts) whose inner runs are indexed; longer ones keep whole word and parts. */
const MAX_RUN_PARTS = 6;

/**
 * Runs of two or more adjacent parts, short of the whole word: `parseMongoDB` -> parsemongo,
 * mongodb, so "mongodb" finds `parseMongoDB` and "rule group" (joined at query time) finds
 * `RuleGroupTypeIC`.
 */
export function partRuns(parts: string[]): string[] {
  if (parts.length < 3 || parts.length > MAX_RUN_PARTS) return [];
  const runs: string[] = [];
  for (let start = 0; start < parts.length; start++) {
    for (let end = start + 2; end <= parts.length; end++) {
      if (start === 0 && end === parts.length) continue;
      runs.push(parts.slice(start, end).join(''));
    }
  }
  return runs;
}

/** Splits a field into raw words (MiniSearch's tokenizer). */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

// Words a reader adds around the thing they are looking for. `and`, `or` and `not` stay: they are
// combinators in this library.
const STOP_WORDS = new Set([
  'a', 'an', 'the', 'to', 'of', 'how', 'do', 'does', 'i', 'is', 'are', 'in', 'on', 'at', 'for',
  'with', 'my', 'me', 'can', 'what', 'when', 'where', 'why', 'which', 'it', 'this', 'that', 'be', 'by',
  'use', 'using', 'want', 'need', 'should', 'you', 'we', 'way', 'possible',
  // Function words and question padding that no docs heading is about.
  'so', 'cannot', 'can\'t', 'cant', 'don', 't', 'there', 'their', 'they', 'them', 'your', 'our', 'its', 'has', 'have',
  'was', 'were', 'been', 'will', 'would', 'could', 'just', 'only', 'some', 'from', 'into', 'than', 'as', 'instead', 'get', 'make',
]);

/** Query words, normalised, without stop words (unless the query is nothing but stop words). */
export function queryTerms(query: string): string[] {
  const all = tokenize(query).map(normalize);
  const kept = all.filter(term => !STOP_WORDS.has(term));
  return kept.length > 0 ? kept : all;
}

/** Maximum edits allowed for a query word, as Algolia's default typo tolerance: 1 from 4 letters, 2 from 8. */
export function typoBudget(term: string): number {
  if (/^\p{N}+$/u.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

// Two rows of the edit-distance table, reused (searches never run concurrently in one thread).
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/** Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > previousRow.length) {
    previousRow = new Int32Array(b.length + 1);
    currentRow = new Int32Array(b.length + 1);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return previous[b.length];
}

const stems = new Map<string, string>();
function cachedStem(term: string): string {
  let stemmed = stems.get(term);
  if (stemmed === undefined) {
    stemmed = stem(term);
    if (stems.size >= 100_000) stems.clear();
    stems.set(term, stemmed);
  }
  return stemmed;
}

/**
 * `termMatches` for one query word, with what depends only on the query word (its stem, its typo
 * budget) worked out once.
 */
export function queryWordMatcher(query: string, isLast: boolean): (term: string) => boolean {
  const queryStem = stem(query);
  const stemmed = queryStem !== query;
  // A word whose stem is the query's begins with it (or, for "-ies" -> "-y", with all but its last letter).
  const stemStart = queryStem.slice(0, -1);
  const budget = typoBudget(query);
  return term => {
    if (term === query) return true;
    if (term.charCodeAt(0) === 126 /* ~ */) return term.slice(1) === queryStem;
    if (stemmed && term.startsWith(stemStart) && queryStem === cachedStem(term)) return true;
    if (isLast && term.startsWith(query)) return true;
    return budget > 0 && Math.abs(query.length - term.length) <= budget && editDistance(query, term, budget) <= budget;
  };
}

/**
 * Whether the indexed word `term` answers the query word `query`: exactly, as a prefix when the
 * query word is the last one typed, or within the typo budget.
 */
export function termMatches(query: string, term: string, isLast: boolean): boolean {
  return queryWordMatcher(query, isLast)(term);
}
