/**
 * The matching and ranking behind the local search, on MiniSearch: prefix search on the last word,
 * Algolia-like typo tolerance, field boosts (page title > section headings > text) and a level
 * weight so the page about a thing comes before pages that only mention it.
 *
 * The unit indexed is a section: a heading and the paragraphs under it (or a page title and its
 * introduction). All records of a section share one URL and DocSearch indices are distinct on URL,
 * so a section is what one hit stands for; which of its records the hit shows is decided per query
 * (`pickRecord`). Records are only expanded from the shard for the hits a response returns.
 *
 * Speed (warm query p95 under 5 ms, bench/search.mjs): MiniSearch builds and holds the index, but
 * queries are scored straight from it (scoring.ts), each word's query once per search, in pooled
 * arrays; ranking keys its maps by numbers given to sections at load. The answers are the same,
 * score for score, as MiniSearch's own search gives (engine.test.ts).
 */
import MiniSearch from 'minisearch';
import { checkShard, levelWeight, pagePositions, recordType, shardHierarchy, shardRecord, type DocSearchRecord, type Hierarchy, type RecordType, type Shard } from './records';
import { createScorer, fieldsOfWord, HitPool, MAX_SCORED_WORDS, TooManyForms } from './scoring';
import { phraseSynonymOf, synonymsOf } from './synonyms';
import { editDistance, indexTerms, normalize, queryTerms, queryWordMatcher, stem, tokenize, typoBudget } from './text';

/**
 * Indexed fields, each fed from the section's headings or text. lvl0 (the section: "Docs",
 * "API: react-querybuilder", ...) is shown and filtered on but not searched: it repeats on every
 * page of a section, so it would match thousands of sections and rank none of them.
 */
const FIELDS = ['lvl1', 'lvl23', 'lvl456', 'content'] as const;
type Field = (typeof FIELDS)[number];

/** Field boosts: a title match outweighs a heading match, which outweighs a paragraph match. */
export const FIELD_BOOSTS: Record<Field, number> = { lvl1: 6, lvl23: 3, lvl456: 2, content: 1 };

/** Multiplier by the section's own level: among equal matches, the page comes before its sections. */
const TYPE_BOOSTS: Record<RecordType, number> = {
  lvl1: 1.25,
  lvl2: 1.1,
  lvl3: 1.05,
  lvl4: 1,
  lvl5: 1,
  lvl6: 1,
  content: 0.9,
};

/** The facet values and headings of a section, enough to filter and rank without its records. */
export interface SectionHead {
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
  weight: { level: number; position: number };
}

interface LoadedShard {
  shard: Shard;
  positions: Uint32Array;
}

export interface Section {
  head: SectionHead;
  /** The page's URL (the head's without its anchor). */
  page: string;
  /** Numbers for the section's URL and page, the same for every section sharing them (set by LocalIndex). */
  urlId: number;
  pageId: number;
  /** The level boost (TYPE_BOOSTS) and whether the section is an API item's, worked out once. */
  typeBoost: number;
  api: boolean;
  /** The API item the section belongs to (see `sectionItem`); undefined until first asked. */
  item: SectionItem | undefined;
  /** The shard the section's records live in, and their indices there (heading record first). */
  source: LoadedShard;
  records: number[];
  /** All paragraph text of the section, for the content field. */
  content: string;
  /** Whole words of the page title, and of the title plus h2/h3, for the exactness tie-break. */
  titleWords: Set<string>;
  headingWords: Set<string>;
}

const wordSet = (...texts: (string | null)[]) => new Set(texts.flatMap(text => (text ? tokenize(text).map(normalize) : [])));

function fieldText(section: Section, field: Field): string {
  const h = section.head.hierarchy;
  switch (field) {
    case 'lvl1':
      return h.lvl1 ?? '';
    case 'lvl23':
      return h.lvl2 ? (h.lvl3 ? `${h.lvl2} ${h.lvl3}` : h.lvl2) : '';
    case 'lvl456':
      return [h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' ');
    case 'content':
      return section.content;
  }
}

/** Sections of a shard, in shard order. */
export function shardSections(shard: Shard): Section[] {
  checkShard(shard);
  const source: LoadedShard = { shard, positions: pagePositions(shard) };
  const bySection: number[][] = shard.sections.map(() => []);
  shard.records.forEach(([section], i) => bySection[section].push(i));
  const sections: Section[] = [];
  // A page's title words, shared by its sections (read only).
  const titles = new Map<number, Set<string>>();
  shard.sections.forEach(([page, anchor, headings], s) => {
    const records = bySection[s];
    if (records.length === 0) return;
    const [url, lvl0, lvl1] = shard.pages[page];
    // The heading (or title) record leads; a section without one is led by its first paragraph.
    const headIndex = records.find(i => shard.records[i][1] !== 0) ?? records[0];
    const ordered = [headIndex, ...records.filter(i => i !== headIndex)];
    const level = shard.records[headIndex][1];
    let titleWords = titles.get(page);
    if (!titleWords) titles.set(page, (titleWords = wordSet(lvl1)));
    sections.push({
      head: {
        url: anchor ? `${url}#${anchor}` : url,
        type: recordType(level),
        hierarchy: shardHierarchy(lvl0, lvl1, headings),
        language: shard.language,
        docusaurus_tag: shard.tag,
        weight: { level: levelWeight(level), position: source.positions[headIndex] },
      },
      page: url,
      urlId: -1,
      pageId: -1,
      typeBoost: TYPE_BOOSTS[recordType(level)],
      api: shard.tag.startsWith('docs-api'),
      item: undefined,
      source,
      records: ordered,
      content: ordered
        .map(i => shard.records[i][2])
        .filter(Boolean)
        .join(' '),
      titleWords,
      headingWords: wordSet(lvl1, headings[0] ?? null, headings[1] ?? null),
    });
  });
  return sections;
}

/** A section's record, expanded. */
export function sectionRecord(section: Section, index: number): DocSearchRecord {
  return shardRecord(section.source.shard, index, section.source.positions[index]);
}

/**
 * The record a section's hit shows: the one whose own text (its heading, or its paragraph)
 * answers most query words (`most`: all of them); the heading wins ties, as DocSearch's level ranking does.
 */
export function pickRecord(section: Section, ownMatches: (text: string) => number, most = Infinity): DocSearchRecord {
  const { shard } = section.source;
  const [first, ...rest] = section.records;
  // One record: nothing to choose.
  if (rest.length === 0) return sectionRecord(section, first);
  const head = section.head;
  let best = first;
  let bestCount = ownMatches(head.type === 'content' ? (shard.records[first][2] ?? '') : (head.hierarchy[head.type as 'lvl1'] ?? ''));
  for (const index of rest) {
    // A record that answers every query word cannot be beaten.
    if (bestCount >= most) break;
    const content = shard.records[index][2];
    if (!content) continue;
    const count = ownMatches(content);
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  }
  return sectionRecord(section, best);
}

export interface RankedSection {
  section: Section;
  score: number;
  /** Query words the section does not answer (only ever above 0 when no section answers all). */
  missing: number;
  /** 0 for guides and pages (and the API page of the identifier typed), 1 for other API items. */
  kind: number;
  /** 0: every query word is in the page title; 1: in the title or an h2/h3; 2: in any heading; 3: needs the text. */
  tier: number;
  /** How closely the tier's headings spell the query words (see `closeness`). */
  exact: number;
}

const TIER_FIELDS: Field[][] = [['lvl1'], ['lvl1', 'lvl23'], ['lvl1', 'lvl23', 'lvl456']];

/**
 * Algolia's "exact" criterion, graded: a heading word equal to a query word scores 100, a word the
 * query word begins scores less the more letters it adds ("valid": Validation before
 * ValidationMap), a match through a camel-case part or a typo scores nothing.
 */
export function closeness(terms: string[], words: Set<string>): number {
  let total = 0;
  for (const term of terms) {
    let best = 0;
    for (const word of words) {
      if (word === term) {
        best = 100;
        break;
      }
      if (word.startsWith(term)) best = Math.max(best, 50 - Math.min(49, word.length - term.length));
    }
    total += best;
  }
  return total;
}

/** `closeness` for joined pairs: a heading word spelled as the two words joined counts for both. */
function joinCloseness(joins: Join[], words: Set<string>): number {
  let total = 0;
  for (const join of joins) if (words.has(join.term)) total += 200;
  return total;
}

/**
 * Query words typed apart that an identifier writes as one: two adjacent words ("format query"),
 * or the whole query with its small words ("is rule group" -> isRuleGroup).
 */
export interface Join {
  first: number;
  /** How many query words (from `first`) the joined word answers. */
  count: number;
  term: string;
  /** Whether the joined word ends the query (so it may be a prefix). */
  last: boolean;
}

/** Adjacent query-word pairs, joined. */
export function joinsOf(terms: string[]): Join[] {
  return terms.slice(0, -1).map((term, i) => ({ first: i, count: 2, term: term + terms[i + 1], last: i + 1 === terms.length - 1 }));
}

/**
 * Which query words an indexed term answers, remembered for the duration of one search: as typed
 * (see `termMatches`), through a synonym, or, for two adjacent words, as the identifier they join into.
 */
export function createAnswers(terms: string[], joins: Join[] = []) {
  const memo = new Map<string, boolean[]>();
  const matchers = terms.map((term, i) => {
    const typed = queryWordMatcher(term, i === terms.length - 1);
    const synonyms = synonymsOf(term).map(word => queryWordMatcher(word, false));
    return synonyms.length === 0 ? typed : (docTerm: string) => typed(docTerm) || synonyms.some(matches => matches(docTerm));
  });
  const joinMatchers = joins.map(join => queryWordMatcher(join.term, join.last));
  return (docTerm: string): boolean[] => {
    let which = memo.get(docTerm);
    if (!which) {
      which = matchers.map(matches => matches(docTerm));
      joins.forEach((join, j) => {
        if (joinMatchers[j](docTerm)) for (let k = 0; k < join.count; k++) which![join.first + k] = true;
      });
      memo.set(docTerm, which);
    }
    return which;
  };
}

/**
 * Algolia ranks on the best attribute a hit matched before anything else; the tier is that idea
 * for several words: the highest heading level that holds all of them.
 */
export function matchTier(terms: string[], match: Record<string, string[]>, answers = createAnswers(terms)): number {
  return matchInfo(terms, match, answers).tier;
}

/** Bits of the indexed fields, and the fields each tier allows (see TIER_FIELDS). */
const FIELD_BITS: Record<string, number> = { lvl1: 1, lvl23: 2, lvl456: 4, content: 8 };
const TIER_MASKS = TIER_FIELDS.map(fields => fields.reduce((mask, field) => mask | FIELD_BITS[field], 0));

/** The tier, and how many query words the section does not answer at all. */
export function matchInfo(terms: string[], match: Record<string, string[]>, answers = createAnswers(terms)): { tier: number; missing: number } {
  // Per query word, the fields (as bits) it was found in.
  const fieldsByTerm = new Uint8Array(terms.length);
  for (const docTerm in match) {
    const which = answers(docTerm);
    let fields = 0;
    for (const field of match[docTerm]) fields |= FIELD_BITS[field];
    for (let i = 0; i < terms.length; i++) if (which[i]) fieldsByTerm[i] |= fields;
  }
  let missing = 0;
  for (let i = 0; i < terms.length; i++) if (fieldsByTerm[i] === 0) missing += 1;
  let tier = 0;
  for (; tier < TIER_MASKS.length; tier++) {
    const allowed = TIER_MASKS[tier];
    let all = true;
    for (let i = 0; i < terms.length; i++) {
      if (fieldsByTerm[i] !== 0 && (fieldsByTerm[i] & allowed) === 0) {
        all = false;
        break;
      }
    }
    if (all) break;
  }
  return { tier, missing };
}

/**
 * Tier first. Among title and h2/h3 matches, exact words before prefixes and parts ("Validation"
 * before "ValidationMap"), then the higher heading (DocSearch's level ranking: the page about a
 * thing, then its sections); otherwise the better-scoring text match.
 */
function byRank(a: RankedSection, b: RankedSection): number {
  if (a.missing !== b.missing) return a.missing - b.missing;
  if (a.kind !== b.kind) return a.kind - b.kind;
  if (a.tier !== b.tier) return a.tier - b.tier;
  if (a.tier <= 1) {
    if (a.exact !== b.exact) return b.exact - a.exact;
    if (a.section.head.weight.level !== b.section.head.weight.level) return b.section.head.weight.level - a.section.head.weight.level;
  }
  // Signs rather than differences: a fractional difference is a heap number per comparison.
  if (a.score !== b.score) return b.score > a.score ? 1 : -1;
  return a.section.head.weight.position - b.section.head.weight.position;
}

// Index-time terms repeat a lot (the same words on every page); compute each word's once.
const termCache = new Map<string, string[]>();
function cachedIndexTerms(word: string): string[] {
  let terms = termCache.get(word);
  if (!terms) {
    terms = indexTerms(word);
    if (termCache.size < 200_000) termCache.set(word, terms);
  }
  return terms;
}

/** Lets the browser handle input between index slices. */
const defaultYield = () =>
  new Promise<void>(resolve => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Whether a section belongs to an API reference (a docs plugin whose id starts with "api"). */
export const isApiSection = (head: SectionHead) => head.docusaurus_tag.startsWith('docs-api');

/**
 * An API item page's path without its entry point: /api/<package>/<entry>/<kind>/<name> ->
 * <package>/<kind>/<name>. The same export reached through two entry points (`index` and
 * `formatQuery`, say) has one key, so it is listed once. Other paths: null.
 */
export function apiItemKey(url: string): { key: string; entry: string; name: string } | null {
  const [path, anchor] = url.replace(/^[a-z]+:\/\/[^/]+/, '').split('#');
  const parts = path.split('/');
  if (parts.length !== 6 || parts[1] !== 'api') return null;
  const [, , pkg, entry, kind, name] = parts;
  return { key: `${pkg}/${kind}/${name}${anchor ? `#${anchor}` : ''}`, entry, name };
}

/** An API item: its key, entry point and name, the name normalised, and a number for the key. */
type SectionItem = (NonNullable<ReturnType<typeof apiItemKey>> & { normalized: string; id: number }) | null;

const itemIds = new Map<string, number>();

// A section's API item key (and its name normalised), computed once per section rather than per search.
function sectionItem(section: Section): SectionItem {
  if (!section.api) return null;
  let item = section.item;
  if (item === undefined) {
    const key = apiItemKey(section.head.url);
    if (key && !itemIds.has(key.key)) itemIds.set(key.key, itemIds.size);
    item = key && { ...key, normalized: normalize(key.name), id: itemIds.get(key.key)! };
    section.item = item;
  }
  return item;
}

// Per item number, its entry's place in the output plus one (reused; cleared after each call).
let itemSlots = new Int32Array(0);

/**
 * One entry per API item however many entry points export it: the best-ranked one stays, shown
 * with the package's main entry point (`index`) when that is among them.
 */
export function distinctApiItems(ranked: RankedSection[]): RankedSection[] {
  const out: RankedSection[] = [];
  const kept: number[] = [];
  try {
    for (const entry of ranked) {
      const item = sectionItem(entry.section);
      if (!item) {
        out.push(entry);
        continue;
      }
      // Items are numbered as they are first met, so the table may need to grow here.
      if (item.id >= itemSlots.length) {
        const grown = new Int32Array(Math.max(itemIds.size, 2 * itemSlots.length, 1024));
        grown.set(itemSlots);
        itemSlots = grown;
      }
      const at = itemSlots[item.id];
      if (at === 0) {
        itemSlots[item.id] = out.push(entry);
        kept.push(item.id);
      } else if (item.entry === 'index' && sectionItem(out[at - 1].section)?.entry !== 'index') {
        out[at - 1].section = entry.section;
      }
    }
  } finally {
    for (const id of kept) itemSlots[id] = 0;
  }
  return out;
}

/** Below this many pages with every query word, sections with some of the words are added after them. */
const FULL_MATCH_PAGES = 5;

function distinctPageCount(results: { id: unknown }[], sections: Section[]): number {
  const pages = new Set<string>();
  for (const result of results) {
    pages.add(sections[result.id as number].page);
    if (pages.size >= FULL_MATCH_PAGES) break;
  }
  return pages.size;
}

/** A query tree as MiniSearch takes it. */
type Query = { queries: (Query | string)[]; combineWith?: 'AND' | 'OR'; prefix?: boolean; fuzzy?: number | false };

/** MiniSearch's results before scoring is finished: by internal id, the summed score, query words matched, and fields per indexed term. */
interface RawResult {
  score: number;
  terms: string[];
  match: Record<string, string[]>;
}
type RawResults = Map<number, RawResult>;

/** A section's result: its score and either MiniSearch's matched terms or the scorer's fields per word. */
interface Result {
  id: number;
  score: number;
  match?: Record<string, string[]>;
  fields?: number;
}

/** Runs one query form and combines results, as MiniSearch's query tree does. */
interface Executor<R> {
  spec(term: string, prefix: boolean, fuzzy: number | false): R;
  and(a: R, b: R): R;
  or(a: R, b: R): R;
}

/** `matchInfo` from the scorer's fields per query word. */
function scoredInfo(count: number, fields: number): { tier: number; missing: number } {
  let missing = 0;
  for (let i = 0; i < count; i++) if (fieldsOfWord(fields, i) === 0) missing += 1;
  let tier = 0;
  for (; tier < TIER_MASKS.length; tier++) {
    const allowed = TIER_MASKS[tier];
    let all = true;
    for (let i = 0; i < count; i++) {
      const found = fieldsOfWord(fields, i);
      if (found !== 0 && (found & allowed) === 0) {
        all = false;
        break;
      }
    }
    if (all) break;
  }
  return { tier, missing };
}

/** The look-ups the engine makes in MiniSearch's index of terms (its SearchableMap). */
interface Vocabulary {
  has(term: string): boolean;
  atPrefix(prefix: string): { keys(): Iterator<string> };
}

/**
 * What the engine reaches past MiniSearch 7.2's public API for (the version is pinned in
 * package.json): running a query without finishing it into results, so a word's results are
 * computed once and combined here (`and`, `or`, as MiniSearch combines them, without changing
 * either side; the path of queries too long for the direct scorer, see scoring.ts), the map from
 * internal to document ids, and the term index. `engine.test.ts` checks the results still equal
 * `MiniSearch.search`'s.
 */
interface EngineInternals {
  executeQuery(query: Query, options: typeof SEARCH_OPTIONS): RawResults;
  _documentIds: Map<number, unknown>;
  _index: Vocabulary;
}

const SEARCH_OPTIONS = { boost: FIELD_BOOSTS };

function unionTerms(a: string[], b: string[]): string[] {
  const out = a.slice();
  for (const term of b) if (!out.includes(term)) out.push(term);
  return out;
}

/** MiniSearch's AND: sections in both, in b's order, scores added. */
export function and(a: RawResults, b: RawResults): RawResults {
  const combined: RawResults = new Map();
  for (const [id, right] of b) {
    const left = a.get(id);
    if (left === undefined) continue;
    combined.set(id, { score: left.score + right.score, terms: unionTerms(left.terms, right.terms), match: Object.assign({}, left.match, right.match) });
  }
  return combined;
}

/** MiniSearch's OR: a's sections then b's new ones, scores added where both have one. */
export function or(a: RawResults, b: RawResults): RawResults {
  const combined: RawResults = new Map(a);
  for (const [id, right] of b) {
    const left = a.get(id);
    if (left === undefined) combined.set(id, right);
    else combined.set(id, { score: left.score + right.score, terms: unionTerms(left.terms, right.terms), match: Object.assign({}, left.match, right.match) });
  }
  return combined;
}

const byScore = (a: Result, b: Result) => (b.score > a.score ? 1 : b.score < a.score ? -1 : 0);

export class LocalIndex {
  private readonly sections: Section[] = [];
  private readonly engine: MiniSearch<number>;
  private readonly internals: EngineInternals;
  private readonly direct: boolean;
  /** The direct scorer's arrays, reused from one search to the next. */
  private readonly pool = new HitPool();
  /** Normalised names of the API items (`formatquery`), to tell an identifier query from words. */
  private readonly apiNames = new Set<string>();
  /**
   * Every indexed term: the keys of MiniSearch's index (a radix tree, so prefix look-ups need no
   * sorted copy, and indexing no second set of every term).
   */
  private readonly vocabulary: Vocabulary;

  /**
   * `direct: false` scores every query through MiniSearch's own query execution, as queries longer
   * than the direct scorer takes are (tests compare the two).
   */
  constructor({ direct = true }: { direct?: boolean } = {}) {
    this.direct = direct;
    this.engine = new MiniSearch<number>({
      fields: [...FIELDS],
      idField: 'id',
      // Documents are section positions; fields are read from the section itself.
      extractField: (id, field) => (field === 'id' ? id : fieldText(this.sections[id], field as Field)),
      tokenize,
      processTerm: cachedIndexTerms,
      // Queries arrive as clean terms (see `queryTerms`), stems marked with `~`.
      searchOptions: {
        tokenize: text => text.split(' ').filter(Boolean),
        processTerm: term => term,
      },
    });
    this.internals = this.engine as unknown as EngineInternals;
    this.vocabulary = this.internals._index;
  }

  /**
   * What MiniSearch's `search` makes of a query's combined results: the score times the number
   * of query words matched, best first (ties in the order found); only sections passing the filter.
   */
  private results(raw: RawResults, keep: (id: number) => boolean): Result[] {
    const out: Result[] = [];
    for (const [shortId, { score, terms, match }] of raw) {
      const id = this.internals._documentIds.get(shortId) as number;
      if (!keep(id)) continue;
      out.push({ id, score: score * (terms.length || 1), match });
    }
    return out.sort(byScore);
  }

  /**
   * Sections matching every query word (AND): as typed, the last one also as a prefix, or by stem
   * ("migrate" -> "Migrating"), or through a synonym ("delete" -> "remove"); a word the index does
   * not know at all is also tried within the typo budget. Two adjacent words may also match as the
   * one identifier they join into ("format query" -> formatQuery).
   * Singular and plural meet both ways: "list" finds "lists" (indexed with the stem ~list), and
   * "lists" finds "list" (a word already its own stem, so indexed without one).
   * Too few pages have every word: sections with some of them follow, the most words first
   * (Algolia's optional words; `missing` ranks them after every full match), so a query that
   * shares a word with a page never comes back empty, and a question with one word the page
   * does not use ("load an existing query") still reaches the page that answers it.
   * Each word's query (and each joined word's) runs once per search, however many alternatives
   * and fallbacks use it; combining never changes a result, so they can be shared.
   */
  private matchAll<R>(terms: string[], joins: Join[], E: Executor<R>, finish: (results: R) => Result[]): Result[] {
    const memo = new Map<string, R>();
    const once = (key: string, make: () => R): R => {
      let results = memo.get(key);
      if (results === undefined) {
        results = make();
        memo.set(key, results);
      }
      return results;
    };
    const word = (term: string, last: boolean): R => {
      const typed = E.spec(term, last, (!this.known(term, last) && typoBudget(term)) || false);
      const termStem = stem(term);
      const forms = [`~${termStem}`, ...(termStem !== term ? [termStem] : [])].filter(form => this.vocabulary.has(form));
      return forms.length === 0 ? typed : E.or(typed, forms.map(form => E.spec(form, false, false)).reduce(E.or));
    };
    const wordResults = (term: string, last: boolean) => once(`w ${last} ${term}`, () => word(term, last));
    const termResults = (term: string, i: number) => {
      const last = i === terms.length - 1;
      return once(`t ${last} ${term}`, () => {
        const synonyms = synonymsOf(term).filter(synonym => this.vocabulary.has(synonym));
        return synonyms.length === 0 ? word(term, last) : [word(term, last), ...synonyms.map(synonym => word(synonym, false))].reduce(E.or);
      });
    };
    const alternatives = [
      terms.map(termResults).reduce(E.and),
      ...joins.map(join =>
        [
          ...terms.slice(0, join.first).map(termResults),
          wordResults(join.term, join.last),
          ...terms.slice(join.first + join.count).map((term, k) => termResults(term, join.first + join.count + k)),
        ].reduce(E.and)
      ),
    ];
    let results = finish(alternatives.reduce(E.or));
    if (terms.length > 1 && distinctPageCount(results, this.sections) < FULL_MATCH_PAGES) {
      const full = new Set(results.map(result => result.id));
      results = results.concat(finish(terms.map(termResults).reduce(E.or)).filter(result => !full.has(result.id)));
    }
    return results;
  }

  /** Whether any indexed term is the word (or, for the last word, starts with it). */
  private known(term: string, asPrefix: boolean): boolean {
    if (this.vocabulary.has(term)) return true;
    return asPrefix && !this.vocabulary.atPrefix(term).keys().next().done;
  }

  /**
   * The API item name a query spells (joined, lower case), or null. A single word the index does
   * not know is also tried within the typo budget ("fromatQuery").
   */
  private identifierOf(joined: string, single: boolean): string | null {
    if (this.apiNames.has(joined)) return joined;
    if (!single || this.vocabulary.has(joined)) return null;
    const budget = typoBudget(joined);
    if (budget === 0) return null;
    for (const name of this.apiNames) if (editDistance(joined, name, budget) <= budget) return name;
    return null;
  }

  private readonly urlIds = new Map<string, number>();
  private urlSlots = new Int32Array(0);
  private readonly pageIds = new Map<string, number>();

  /** Gives sections their URL and page numbers. */
  private number(sections: Section[]): void {
    for (const section of sections) {
      let urlId = this.urlIds.get(section.head.url);
      if (urlId === undefined) this.urlIds.set(section.head.url, (urlId = this.urlIds.size));
      let pageId = this.pageIds.get(section.page);
      if (pageId === undefined) this.pageIds.set(section.page, (pageId = this.pageIds.size));
      section.urlId = urlId;
      section.pageId = pageId;
    }
  }

  // Per filter function (the client reuses one per distinct facetFilters), which sections pass:
  // 0 not yet asked, 1 yes, 2 no.
  private readonly passing = new WeakMap<(head: SectionHead) => boolean, Uint8Array>();

  /** `filter` by section id, remembered. */
  private keeper(filter: (head: SectionHead) => boolean): (id: number) => boolean {
    let known = this.passing.get(filter);
    if (!known || known.length !== this.sections.length) {
      known = new Uint8Array(this.sections.length);
      this.passing.set(filter, known);
    }
    const memo = known;
    return id => {
      let state = memo[id];
      if (state === 0) memo[id] = state = filter(this.sections[id].head) ? 1 : 2;
      return state === 1;
    };
  }

  /** Number of sections indexed. */
  get size(): number {
    return this.sections.length;
  }

  private noteApiNames(sections: Section[]) {
    let page: string | undefined;
    for (const section of sections) {
      // A page's sections are consecutive and share its item name.
      if (!isApiSection(section.head) || section.page === page) continue;
      page = section.page;
      const item = apiItemKey(section.head.url);
      if (item) this.apiNames.add(normalize(item.name));
    }
  }

  addShard(shard: Shard): void {
    const first = this.sections.length;
    const sections = shardSections(shard);
    this.noteApiNames(sections);
    this.number(sections);
    this.sections.push(...sections);
    this.engine.addAll(sections.map((_, i) => first + i));
  }

  /**
   * Adds a shard in slices, yielding between them so a large shard never blocks typing for long.
   * Searches wait for the whole shard (the client awaits this), so answers never cover half a shard.
   */
  async addShardAsync(shard: Shard, { slice = 400, yieldNow = defaultYield }: { slice?: number; yieldNow?: () => Promise<void> } = {}): Promise<void> {
    const sections = shardSections(shard);
    this.noteApiNames(sections);
    for (let start = 0; start < sections.length; start += slice) {
      const first = this.sections.length;
      const part = sections.slice(start, start + slice);
      this.number(part);
      this.sections.push(...part);
      this.engine.addAll(part.map((_, i) => first + i));
      if (start + slice < sections.length) await yieldNow();
    }
  }

  /**
   * Sections matching every query word (the last one as a prefix), best first, one per URL.
   * An empty query returns every section that passes the filter, in index order.
   */
  search(query: string, filter: (head: SectionHead) => boolean): { ranked: RankedSection[]; terms: string[] } {
    const terms = queryTerms(query);
    if (terms.length === 0) {
      return { ranked: this.sections.filter(section => filter(section.head)).map(section => ({ section, score: 0, missing: 0, kind: 0, tier: 0, exact: 0 })), terms };
    }
    // Every word must match, as typed, by stem, synonym or within the typo budget, or two words as
    // the identifier they join into (see `matchAll`).
    const joins = joinsOf(terms).filter(join => this.known(join.term, join.last));
    // Two words that stand for one ("material ui" -> MUI) match as that word does.
    for (let i = 0; i + 1 < terms.length; i++) {
      const one = phraseSynonymOf(terms[i], terms[i + 1]);
      if (one && this.vocabulary.has(one)) joins.push({ first: i, count: 2, term: one, last: false });
    }
    // The whole query as one word, small words included: "is rule group" -> isrulegroup.
    const typed = tokenize(query).map(normalize);
    const whole = typed.join('');
    const wholeJoin = typed.length > 1 && whole !== terms.join('') && this.known(whole, true) ? { first: 0, count: terms.length, term: whole, last: true } : null;
    if (wholeJoin) joins.push(wholeJoin);
    const answers = createAnswers(terms, joins);
    const keep = this.keeper(filter);
    let results: Result[];
    try {
      // Scored from the index directly (see scoring.ts), unless the query is too long for it.
      if (!this.direct || terms.length > MAX_SCORED_WORDS) throw new TooManyForms();
      const scorer = createScorer(this.engine, FIELDS, FIELD_BOOSTS, docTerm => answers(docTerm).reduce((bits, yes, i) => (yes ? bits | (1 << i) : bits), 0), this.pool);
      try {
        results = this.matchAll(terms, joins, scorer, hits => scorer.finish(hits, keep));
      } finally {
        scorer.release();
      }
    } catch (error) {
      if (!(error instanceof TooManyForms)) throw error;
      const viaMiniSearch: Executor<RawResults> = {
        spec: (term, prefix, fuzzy) => this.internals.executeQuery({ queries: [term], prefix, fuzzy }, SEARCH_OPTIONS),
        and,
        or,
      };
      results = this.matchAll(terms, joins, viaMiniSearch, raw => this.results(raw, keep));
    }
    // The level boost is the same for every word of a section, so it is applied once here rather
    // than per matched term; then distinct on URL, as DocSearch indices are configured.
    // A query that spells an API item's name (typed whole or in words: "formatQuery", "format
    // query") brings that item first and then the guides; any other query ranks guides and pages
    // ahead of API items.
    const identifier = this.identifierOf(wholeJoin ? whole : terms.join(''), terms.length === 1);
    const kindOf = (section: Section) => {
      if (!section.api) return 0;
      const item = identifier === null ? null : sectionItem(section);
      return item && item.normalized === identifier ? 0 : 1;
    };
    // One entry per URL (the best-scoring section), in the order URLs were first found; `slot`
    // (reused from search to search, cleared after) holds each URL's place in `entries`, plus one.
    const entries: RankedSection[] = [];
    if (this.urlSlots.length < this.urlIds.size) this.urlSlots = new Int32Array(this.urlIds.size);
    const slot = this.urlSlots;
    try {
      for (const result of results) {
        const section = this.sections[result.id];
        const score = result.score * section.typeBoost;
        const at = slot[section.urlId];
        if (at === 0 || score > entries[at - 1].score) {
          const { tier, missing } = result.match ? matchInfo(terms, result.match, answers) : scoredInfo(terms.length, result.fields!);
          const words = tier === 0 ? section.titleWords : section.headingWords;
          const exact = tier <= 1 ? closeness(terms, words) + joinCloseness(joins, words) : 0;
          const entry = { section, score, missing, kind: kindOf(section), tier, exact };
          if (at === 0) slot[section.urlId] = entries.push(entry);
          else entries[at - 1] = entry;
        }
      }
    } finally {
      for (const entry of entries) slot[entry.section.urlId] = 0;
    }
    const ranked = distinctApiItems(entries.sort(byRank));
    // Further sections of a page already listed drop a tier, so one page's many sections
    // ("Parameters", "Returns", ...) do not push other pages out of the first hits.
    const listed = new Set<number>();
    for (const entry of ranked) {
      const page = entry.section.pageId;
      if (listed.has(page)) entry.tier += 1;
      listed.add(page);
    }
    ranked.sort(byRank);
    return { ranked, terms };
  }
}
