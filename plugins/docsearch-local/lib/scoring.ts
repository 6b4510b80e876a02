/**
 * The engine's word queries scored straight from MiniSearch's index: the same terms, weights and
 * BM25 scores, added in the same order as MiniSearch 7.2's `search` adds them (so every score is
 * the same number), but kept in pooled arrays by section (see `Hits`) instead of a result object
 * and a match object per section and term:
 *
 * - `sources`: which query forms (as typed, stem, synonym, joined word...) matched, one bit each;
 *   MiniSearch multiplies the summed score by their number.
 * - `fields`: per query word, the fields (4 bits: title, h2/h3, h4-h6, text) where an indexed
 *   term answering it was found, which is all the ranking needs of the matched terms.
 *
 * MiniSearch is pinned in package.json; `engine.test.ts` checks these results against
 * `MiniSearch.search`'s for the same query tree.
 */
import type MiniSearch from 'minisearch';

type FieldData = Map<number, Map<number, number>>;

interface Internals {
  _index: {
    get(term: string): FieldData | undefined;
    atPrefix(prefix: string): Iterable<[string, FieldData]>;
    fuzzyGet(term: string, maxDistance: number): Map<string, [FieldData, number]>;
  };
  _fieldIds: Record<string, number>;
  _avgFieldLength: number[];
  _fieldLength: Map<number, number[]>;
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _nextId: number;
}

/**
 * A set of sections with their partial results, in the order they were first found. Arrays are
 * indexed by MiniSearch's internal id and pooled across searches (see `HitPool`), so a search
 * allocates no per-section objects until its results are finished; `sources` is never 0 for a
 * member (every query form has a bit), 0 for the rest.
 */
export interface Hits {
  ids: Int32Array;
  size: number;
  score: Float64Array;
  sources: Int32Array;
  fields: Int32Array;
}

/** Sets of the index's capacity, reused from one search to the next. */
export class HitPool {
  private capacity = 0;
  private readonly free: Hits[] = [];

  /** A cleared set for ids below `capacity`. */
  acquire(capacity: number): Hits {
    if (capacity > this.capacity) {
      // The index grew (a shard was added): sets of the old size are dropped.
      this.capacity = capacity;
      this.free.length = 0;
    }
    return this.free.pop() ?? { ids: new Int32Array(this.capacity), size: 0, score: new Float64Array(this.capacity), sources: new Int32Array(this.capacity), fields: new Int32Array(this.capacity) };
  }

  /** Clears a set (only the entries it holds) and keeps it for the next search. */
  release(hits: Hits): void {
    for (let i = 0; i < hits.size; i++) {
      const id = hits.ids[i];
      hits.score[id] = 0;
      hits.sources[id] = 0;
      hits.fields[id] = 0;
    }
    hits.size = 0;
    // At most 32 sets are kept (20 bytes a section each: about 4 MB with every shard loaded); the
    // suites' queries use 11 (median) to 28 (95th percentile); a longer query's extra ones are dropped.
    if (hits.ids.length === this.capacity && this.free.length < 32) this.free.push(hits);
  }
}

/** A finished result: document id, final score, fields per query word (see above). */
export interface ScoredResult {
  id: number;
  score: number;
  fields: number;
}

/** Query words one result can track (4 bits each in a 32-bit integer). */
export const MAX_SCORED_WORDS = 7;
/** Distinct query forms one search can track. */
const MAX_SOURCES = 31;

/** Thrown when a query has more forms than `sources` holds; the caller falls back to MiniSearch's own search. */
export class TooManyForms extends Error {}

// MiniSearch 7.2's defaults (bm25, weights, maxFuzzy), as its executeQuerySpec and calcBM25Score use them.
const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;

// Sub-expressions of calcBM25Score that depend on constants only, computed as it computes them.
const K_PLUS_1 = K + 1;
const ONE_MINUS_B = 1 - B;

const lengthCache = new WeakMap<Internals, { next: number; fields: string; arrays: Float64Array[] }>();
function lengthArrays(ix: Internals, fieldIds: number[]): Float64Array[] {
  let cached = lengthCache.get(ix);
  if (!cached || cached.next !== ix._nextId || cached.fields !== fieldIds.join()) {
    const arrays = fieldIds.map(() => new Float64Array(ix._nextId));
    for (const [doc, lengths] of ix._fieldLength) fieldIds.forEach((fieldId, f) => (arrays[f][doc] = lengths[fieldId]));
    cached = { next: ix._nextId, fields: fieldIds.join(), arrays };
    lengthCache.set(ix, cached);
  }
  return cached.arrays;
}

function popcount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/**
 * A scorer for one search. `fields` and `boosts` as the MiniSearch instance was created and is
 * searched; `wordsOf` tells which query words (bits) an indexed term answers.
 */
export function createScorer(mini: MiniSearch<number>, fields: readonly string[], boosts: Record<string, number>, wordsOf: (docTerm: string) => number, pool = new HitPool()) {
  const ix = mini as unknown as Internals;
  const index = ix._index;
  const fieldIds = fields.map(field => ix._fieldIds[field]);
  const fieldBoosts = fields.map(field => boosts[field] || 1);
  const total = ix._documentCount;
  const sourceBits = new Map<string, number>();
  const spreads = new Map<string, number>();
  const capacity = ix._nextId;
  const used: Hits[] = [];
  const acquire = () => {
    const hits = pool.acquire(capacity);
    used.push(hits);
    return hits;
  };

  const sourceBit = (term: string) => {
    let bit = sourceBits.get(term);
    if (bit === undefined) {
      if (sourceBits.size >= MAX_SOURCES) throw new TooManyForms();
      bit = 1 << sourceBits.size;
      sourceBits.set(term, bit);
    }
    return bit;
  };

  // The query words a term answers, one field bit apart (word i at bit 4i).
  const spread = (docTerm: string) => {
    let bits = spreads.get(docTerm);
    if (bits === undefined) {
      const words = wordsOf(docTerm);
      bits = 0;
      for (let i = 0; i < MAX_SCORED_WORDS; i++) if (words & (1 << i)) bits |= 1 << (4 * i);
      spreads.set(docTerm, bits);
    }
    return bits;
  };

  // MiniSearch's termResults: fields in boost order, documents in posting order.
  // Field lengths by internal id, as arrays (kept per index until it grows).
  const fieldLengths = lengthArrays(ix, fieldIds);

  // MiniSearch's termResults: fields in boost order, documents in posting order. What depends
  // only on the term and the field (inverse document frequency, weight times boost) is worked
  // out once per field instead of per posting; every operation on a posting is as in calcBM25Score.
  function termHits(source: number, derived: string, weight: number, data: FieldData | undefined, hits: Hits) {
    if (data === undefined) return;
    const wordBits = spread(derived);
    const avg = ix._avgFieldLength;
    for (let f = 0; f < fieldIds.length; f++) {
      const fieldId = fieldIds[f];
      const freqs = data.get(fieldId);
      if (freqs === undefined) continue;
      const matching = freqs.size;
      const avgFieldLength = avg[fieldId];
      const weighted = weight * fieldBoosts[f];
      const invDocFreq = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
      const lengthOf = fieldLengths[f];
      const bits = wordBits << f;
      const { ids, score, sources, fields } = hits;
      // forEach rather than for-of: no entry array per posting.
      freqs.forEach((termFreq, doc) => {
        const value = weighted * (invDocFreq * (D + (termFreq * K_PLUS_1) / (termFreq + K * (ONE_MINUS_B + (B * lengthOf[doc]) / avgFieldLength))));
        if (sources[doc] === 0) {
          ids[hits.size++] = doc;
          score[doc] = value;
          sources[doc] = source;
          fields[doc] = bits;
        } else {
          score[doc] += value;
          sources[doc] |= source;
          fields[doc] |= bits;
        }
      });
    }
  }

  return {
    /** One query form: the term itself, then (as MiniSearch orders them) longer terms it begins, then terms within `fuzzy` edits. */
    spec(term: string, prefix: boolean, fuzzy: number | false): Hits {
      const source = sourceBit(term);
      const hits = acquire();
      termHits(source, term, 1, index.get(term), hits);
      const prefixMatches = prefix ? index.atPrefix(term) : undefined;
      let fuzzyMatches: Map<string, [FieldData, number]> | undefined;
      if (fuzzy) {
        const maxDistance = fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy;
        if (maxDistance) fuzzyMatches = index.fuzzyGet(term, maxDistance);
      }
      if (prefixMatches) {
        for (const [found, data] of prefixMatches) {
          const distance = found.length - term.length;
          if (!distance) continue;
          fuzzyMatches?.delete(found);
          const weight = (PREFIX_WEIGHT * found.length) / (found.length + 0.3 * distance);
          termHits(source, found, weight, data, hits);
        }
      }
      if (fuzzyMatches) {
        for (const found of fuzzyMatches.keys()) {
          const [data, distance] = fuzzyMatches.get(found)!;
          if (!distance) continue;
          const weight = (FUZZY_WEIGHT * found.length) / (found.length + distance);
          termHits(source, found, weight, data, hits);
        }
      }
      return hits;
    },
    /** MiniSearch's AND: sections in both, in b's order, scores added. */
    and(a: Hits, b: Hits): Hits {
      const out = acquire();
      for (let i = 0; i < b.size; i++) {
        const id = b.ids[i];
        if (a.sources[id] === 0) continue;
        out.ids[out.size++] = id;
        out.score[id] = a.score[id] + b.score[id];
        out.sources[id] = a.sources[id] | b.sources[id];
        out.fields[id] = a.fields[id] | b.fields[id];
      }
      return out;
    },
    /** MiniSearch's OR: a's sections then b's new ones, scores added where both have one. */
    or(a: Hits, b: Hits): Hits {
      const out = acquire();
      for (let i = 0; i < a.size; i++) {
        const id = a.ids[i];
        out.ids[out.size++] = id;
        out.score[id] = a.score[id];
        out.sources[id] = a.sources[id];
        out.fields[id] = a.fields[id];
      }
      for (let i = 0; i < b.size; i++) {
        const id = b.ids[i];
        if (a.sources[id] === 0) {
          out.ids[out.size++] = id;
          out.score[id] = b.score[id];
          out.sources[id] = b.sources[id];
          out.fields[id] = b.fields[id];
        } else {
          out.score[id] = a.score[id] + b.score[id];
          out.sources[id] = a.sources[id] | b.sources[id];
          out.fields[id] = a.fields[id] | b.fields[id];
        }
      }
      return out;
    },
    /** Returns every set this search used to the pool (after its results are finished). */
    release() {
      for (const hits of used) pool.release(hits);
      used.length = 0;
    },
    /** MiniSearch's last step: score times the number of forms matched, best first (ties in the order found). */
    finish(hits: Hits, keep: (id: number) => boolean): ScoredResult[] {
      const out: ScoredResult[] = [];
      for (let i = 0; i < hits.size; i++) {
        const shortId = hits.ids[i];
        const id = ix._documentIds.get(shortId) as number;
        if (!keep(id)) continue;
        out.push({ id, score: hits.score[shortId] * (popcount(hits.sources[shortId]) || 1), fields: hits.fields[shortId] });
      }
      // Compared by sign: a comparator returning the difference of two scores allocates a number per call.
      return out.sort((a, b) => (b.score > a.score ? 1 : b.score < a.score ? -1 : 0));
    },
  };
}

/** The tier fields each query word was found in, from `fields`. */
export function fieldsOfWord(fields: number, word: number): number {
  return (fields >>> (4 * word)) & 15;
}
