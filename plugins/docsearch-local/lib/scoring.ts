/**
 * The engine's word queries scored straight from MiniSearch's index: the same terms, weights and
 * BM25 scores, added in the same order as MiniSearch 7.2's `search` adds them (so every score is
 * the same number), but each section's result is one small record instead of a match object per
 * section and term:
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
}

export interface Hit {
  score: number;
  sources: number;
  fields: number;
}
export type Hits = Map<number, Hit>;

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

const bm25 = (termFreq: number, matchingCount: number, totalCount: number, fieldLength: number, avgFieldLength: number) => {
  const invDocFreq = Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
  return invDocFreq * (D + (termFreq * (K + 1)) / (termFreq + K * (1 - B + (B * fieldLength) / avgFieldLength)));
};

function popcount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/**
 * A scorer for one search. `fields` and `boosts` as the MiniSearch instance was created and is
 * searched; `wordsOf` tells which query words (bits) an indexed term answers.
 */
export function createScorer(mini: MiniSearch<number>, fields: readonly string[], boosts: Record<string, number>, wordsOf: (docTerm: string) => number) {
  const ix = mini as unknown as Internals;
  const index = ix._index;
  const fieldIds = fields.map(field => ix._fieldIds[field]);
  const fieldBoosts = fields.map(field => boosts[field] || 1);
  const lengths = ix._fieldLength;
  const total = ix._documentCount;
  const sourceBits = new Map<string, number>();
  const spreads = new Map<string, number>();

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
      const fieldBoost = fieldBoosts[f];
      const bits = wordBits << f;
      for (const [doc, termFreq] of freqs) {
        const weighted = weight * fieldBoost * bm25(termFreq, matching, total, lengths.get(doc)![fieldId], avgFieldLength);
        const hit = hits.get(doc);
        if (hit === undefined) hits.set(doc, { score: weighted, sources: source, fields: bits });
        else {
          hit.score += weighted;
          hit.sources |= source;
          hit.fields |= bits;
        }
      }
    }
  }

  return {
    /** One query form: the term itself, then (as MiniSearch orders them) longer terms it begins, then terms within `fuzzy` edits. */
    spec(term: string, prefix: boolean, fuzzy: number | false): Hits {
      const hits: Hits = new Map();
      const source = sourceBit(term);
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
    and: andHits,
    or: orHits,
    /** MiniSearch's last step: score times the number of forms matched, best first (ties in the order found). */
    finish(hits: Hits, keep: (id: number) => boolean): ScoredResult[] {
      const out: ScoredResult[] = [];
      for (const [shortId, hit] of hits) {
        const id = ix._documentIds.get(shortId) as number;
        if (!keep(id)) continue;
        out.push({ id, score: hit.score * (popcount(hit.sources) || 1), fields: hit.fields });
      }
      return out.sort((a, b) => b.score - a.score);
    },
  };
}

/** MiniSearch's AND, leaving both sides unchanged: sections in both, in b's order, scores added. */
export function andHits(a: Hits, b: Hits): Hits {
  const combined: Hits = new Map();
  for (const [id, right] of b) {
    const left = a.get(id);
    if (left === undefined) continue;
    combined.set(id, { score: left.score + right.score, sources: left.sources | right.sources, fields: left.fields | right.fields });
  }
  return combined;
}

/** MiniSearch's OR, leaving both sides unchanged: a's sections then b's new ones, scores added where both have one. */
export function orHits(a: Hits, b: Hits): Hits {
  const combined: Hits = new Map(a);
  for (const [id, right] of b) {
    const left = a.get(id);
    if (left === undefined) combined.set(id, right);
    else combined.set(id, { score: left.score + right.score, sources: left.sources | right.sources, fields: left.fields | right.fields });
  }
  return combined;
}

/** The tier fields each query word was found in, from `fields`. */
export function fieldsOfWord(fields: number, word: number): number {
  return (fields >>> (4 * word)) & 15;
}
