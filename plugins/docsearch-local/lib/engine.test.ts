import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { and, LocalIndex, or, shardSections } from './engine';
import { createScorer, fieldsOfWord } from './scoring';
import { assignObjectIds, encodeShard, levelWeight, recordType, type DocSearchRecord, type Hierarchy } from './records';

/** One page's records: title, then [level, anchor, text] (level 0 = paragraph). */
function page(path: string, title: string, items: [number, string, string][] = [], tag = 'docs-default-7'): DocSearchRecord[] {
  const url = `https://example.org${path}`;
  const h: Hierarchy = { lvl0: 'Docs', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const records: Omit<DocSearchRecord, 'objectID'>[] = [];
  const push = (level: number, content: string | null) =>
    records.push({ url: anchor ? `${url}#${anchor}` : url, url_without_anchor: url, anchor, type: recordType(level), content, hierarchy: { ...h }, language: 'en', docusaurus_tag: tag, weight: { level: levelWeight(level), position: records.length } });
  push(1, null);
  for (const [level, id, text] of items) {
    if (level === 0) push(0, text);
    else {
      h[`lvl${level}` as 'lvl2'] = text;
      anchor = id;
      push(level, null);
    }
  }
  return assignObjectIds(records);
}

function index(records: DocSearchRecord[], direct = true) {
  const local = new LocalIndex({ direct });
  for (const tag of new Set(records.map(record => record.docusaurus_tag))) local.addShard(encodeShard(records.filter(record => record.docusaurus_tag === tag)));
  return (query: string) => local.search(query, () => true).ranked.map(r => r.section.head.url.replace('https://example.org', ''));
}

describe('LocalIndex', () => {
  const search = index([
    ...page('/api/ValidationMap', 'Type Alias: ValidationMap', [[2, 'type', 'Type declaration'], [0, 'type', 'A map of validation results.']]),
    ...page('/docs/validation', 'Validation', [[0, '', 'Check rules before export.'], [2, 'validator', 'The validator prop'], [0, 'validator', 'Returns a validation result.']]),
    ...page('/api/parseSQL', 'Function: parseSQL()', [[2, 'call', 'Call Signature'], [0, 'call', 'Parses SQL.'], [2, 'params', 'Parameters'], [0, 'params', 'sql string']]),
    ...page('/docs/import', 'Import', [[2, 'sql', 'parseSQL'], [0, 'sql', 'Use parseSQL to read SQL.']]),
    ...page('/docs/tips', 'Tips', [[0, '', 'Remember validation when you import.']]),
  ]);

  it('puts the page titled by the query first, whole words before prefixes and parts', () => {
    expect(search('validation').slice(0, 2)).toEqual(['/docs/validation', '/api/ValidationMap']);
  });

  it('ranks pages about a thing before pages that mention it', () => {
    const results = search('validation');
    expect(results.indexOf('/docs/tips')).toBeGreaterThan(results.indexOf('/docs/validation'));
  });

  it("lets other pages in before a page's further sections", () => {
    expect(search('parseSQL').slice(0, 2)).toEqual(['/api/parseSQL', '/docs/import#sql']);
  });

  it('answers one hit per URL', () => {
    const results = search('validation');
    expect(new Set(results).size).toBe(results.length);
  });

  it('matches the last word as a prefix, words by stem, and unknown words within the typo budget', () => {
    expect(search('valid')[0]).toBe('/docs/validation');
    expect(search('validating')).toContain('/docs/validation');
    expect(search('valdiation')[0]).toBe('/docs/validation');
    expect(search('zzzz')).toEqual([]);
  });

  it('groups a shard into sections led by their heading', () => {
    const sections = shardSections(encodeShard(page('/p', 'P', [[2, 'a', 'A'], [0, 'a', 'one'], [0, 'a', 'two']])));
    expect(sections.map(s => [s.head.url, s.head.type, s.content])).toEqual([
      ['https://example.org/p', 'lvl1', ''],
      ['https://example.org/p#a', 'lvl2', 'one two'],
    ]);
  });

  describe('readers\' words', () => {
    const search = index([
      ...page('/docs/misc', 'Miscellaneous utilities', [[2, 'remove', 'remove'], [0, 'remove', 'Takes a rule out of the query.']]),
      ...page('/docs/migrate', 'Migrating to v7', [[0, '', 'Update the packages.']]),
      ...page('/docs/export', 'Export', [[2, 'formatquery', 'formatQuery'], [0, 'formatquery', 'Turns the query into SQL.']]),
      ...page('/api/react-querybuilder/index/functions/formatQuery', 'Function: formatQuery()', [], 'docs-api-current'),
      ...page('/api/react-querybuilder/formatQuery/functions/formatQuery', 'Function: formatQuery()', [], 'docs-api-current'),
      ...page('/api/react-querybuilder/index/functions/isRuleGroup', 'Function: isRuleGroup()', [], 'docs-api-current'),
      ...page('/api/react-querybuilder/index/interfaces/QueryFormat', 'Interface: QueryFormat', [[0, '', 'The format of a query, such as SQL.']], 'docs-api-current'),
      ...page('/docs/typescript', 'TypeScript', [[2, 'guards', 'Type guards'], [0, 'guards', 'isRuleGroup tells a group from a rule.']]),
    ]);

    it('finds pages through a synonym ("delete" -> remove, "upgrade" -> migrating)', () => {
      expect(search('delete rule')[0]).toBe('/docs/misc#remove');
      expect(search('upgrade')[0]).toBe('/docs/migrate');
    });

    it('joins words typed apart into the identifier they spell, small words included', () => {
      expect(search('format query')).toContain('/api/react-querybuilder/index/functions/formatQuery');
      expect(search('is rule group')[0]).toBe('/api/react-querybuilder/index/functions/isRuleGroup');
    });

    it('lists an API item once across entry points, under the main entry point', () => {
      const results = search('formatQuery');
      expect(results.filter(url => url.endsWith('/functions/formatQuery'))).toEqual(['/api/react-querybuilder/index/functions/formatQuery']);
    });

    it("puts the identifier's API page first, then guides, then other API items", () => {
      expect(search('formatQuery').slice(0, 2)).toEqual(['/api/react-querybuilder/index/functions/formatQuery', '/docs/export#formatquery']);
      expect(search('fromatQuery')[0]).toBe('/api/react-querybuilder/index/functions/formatQuery');
    });

    it('ranks guides ahead of API items for a query that is not an identifier', () => {
      const results = search('format sql');
      expect(results).toContain('/api/react-querybuilder/index/interfaces/QueryFormat');
      expect(results.indexOf('/docs/export#formatquery')).toBeLessThan(results.indexOf('/api/react-querybuilder/index/interfaces/QueryFormat'));
    });

    it('falls back to the pages that have some of the words when none has all', () => {
      expect(search('remove zzzzqx')).toContain('/docs/misc#remove');
      expect(search('zzzzqx')).toEqual([]);
    });
  });
});

describe('LocalIndex: optional words, plurals and two-word names', () => {
  const search = index([
    ...page('/docs/options', 'Option lists', [[0, '', 'Values are lists of options.']]),
    ...page('/docs/one', 'One option', [[0, '', 'A list of one, and its values.']]),
    ...page('/docs/values', 'Values', [[0, '', 'What a rule holds.']]),
    ...page('/docs/compare', 'Comparison', [[0, '', 'Material and other UI kits.']]),
    ...page('/docs/intro', 'Getting started', [[0, '', 'Pass an existing query to the builder.']]),
    ...page('/demo/material', 'Demo: MUI', [[0, '', 'The kit in action.']]),
    ...page('/docs/kits', 'Kits', [[0, '', 'Any UI kit works with any query.']]),
  ]);

  it('finds the plural of a word typed in the singular, and the singular of a plural', () => {
    expect(search('list values').slice(0, 2).sort()).toEqual(['/docs/one', '/docs/options']);
    expect(search('lists one')[0]).toBe('/docs/one');
  });

  it('adds pages with some of the words after the few that have all of them', () => {
    // One page has both words: it leads, and a page with one of them follows.
    expect(search('existing query')).toEqual(['/docs/intro', '/docs/kits']);
  });

  it('matches two words where the docs write them as one ("material ui" -> MUI)', () => {
    expect(search('material ui')[0]).toBe('/demo/material');
  });
});

describe('query results combined outside MiniSearch', () => {
  it('ranks the same through the direct scorer as through MiniSearch (the path of very long queries)', () => {
    const records = [
      ...page('/docs/misc', 'Misc', [[2, 'remove', 'Remove a rule'], [0, 'remove', 'Deleting rules and groups from a query.']]),
      ...page('/docs/migrate', 'Migrating to v7', [[0, '', 'Upgrade notes.']]),
      ...page('/docs/export', 'Export', [[2, 'formatquery', 'formatQuery'], [0, 'formatquery', 'Format a query as SQL, MongoDB or JSON Logic.']]),
      ...page('/api/react-querybuilder/index/functions/formatQuery', 'Function: formatQuery()', [], 'docs-api-current'),
      ...page('/api/react-querybuilder/index/functions/isRuleGroup', 'Function: isRuleGroup()', [], 'docs-api-current'),
      ...page('/docs/kits', 'Kits', [[0, '', 'Material UI, Ant Design and other kits; drag and drop with any of them.']]),
    ];
    const ranked = (direct: boolean) => {
      const local = new LocalIndex({ direct });
      for (const tag of new Set(records.map(record => record.docusaurus_tag))) local.addShard(encodeShard(records.filter(record => record.docusaurus_tag === tag)));
      return (query: string) => local.search(query, () => true).ranked.map(({ section, score, missing, kind, tier, exact }) => [section.head.url, score, missing, kind, tier, exact]);
    };
    const [direct, viaMiniSearch] = [ranked(true), ranked(false)];
    const queries = ['delete rule', 'upgrade', 'format query', 'is rule group', 'fromatQuery', 'material ui', 'remove zzzzqx', 'rules', 'sql mongodb json', 'kits drag'];
    for (const query of queries) expect(direct(query), query).toEqual(viaMiniSearch(query));
    expect(direct('remove zzzzqx').length).toBeGreaterThan(0);
  });


  // The engine runs each word's query once through MiniSearch's (private) executeQuery and combines
  // the results itself; this pins that to what MiniSearch.search answers for the whole tree.
  const docs = ['rule group', 'rules and groups', 'group of rules', 'a rule', 'grouping rules in a group', 'nothing', 'rulegroup type'].map((text, id) => ({ id, text, title: id % 2 ? text.split(' ')[0] : '' }));
  const mini = new MiniSearch<{ id: number; text: string; title: string }>({ fields: ['title', 'text'] });
  mini.addAll(docs);
  const options = { boost: { title: 3, text: 1 } };
  type Raw = Parameters<typeof and>[0];
  const execute = (query: object): Raw => (mini as unknown as { executeQuery(q: object, o: object): Raw }).executeQuery(query, options);
  const finish = (raw: Raw) =>
    [...raw]
      .map(([id, { score, terms, match }]) => ({ id, score: score * (terms.length || 1), match }))
      .sort((a, b) => b.score - a.score);

  it('gives the same sections, scores and matched terms as MiniSearch.search', () => {
    const rule = { queries: ['rule'], prefix: false, fuzzy: 1 };
    const group = { combineWith: 'OR', queries: [{ queries: ['group'], prefix: true, fuzzy: false }, { queries: ['groups'], prefix: false, fuzzy: false }] };
    const joined = { queries: ['rulegroup'], prefix: true, fuzzy: false };
    const tree = { combineWith: 'OR', queries: [{ combineWith: 'AND', queries: [rule, group] }, { combineWith: 'AND', queries: [joined] }] };
    const expected = mini.search(tree as never, options).map(({ id, score, match }) => ({ id, score, match }));
    expect(expected.length).toBeGreaterThan(3);
    const [r, g, j] = [rule, group, joined].map(execute);
    expect(finish([[r, g].reduce(and), [j].reduce(and)].reduce(or))).toEqual(expected);
    const anyWord = mini.search({ combineWith: 'OR', queries: [rule, group] } as never, options).map(({ id, score, match }) => ({ id, score, match }));
    // Shared inputs are never changed by combining: the same results serve the second tree.
    expect(finish([r, g].reduce(or))).toEqual(anyWord);
  });

  it('scores from the index exactly as MiniSearch.search does (scoring.ts)', () => {
    // Query words: 0 = rule, 1 = group; a term answers the words it starts with.
    const wordsOf = (term: string) => (term.startsWith('rule') ? 1 : 0) | (term.includes('group') ? 2 : 0);
    const scorer = createScorer(mini as unknown as MiniSearch<number>, ['title', 'text'], options.boost, wordsOf);
    const r = scorer.spec('rule', false, 1);
    const g = scorer.or(scorer.spec('group', true, false), scorer.spec('groups', false, false));
    const j = scorer.spec('rulegroup', true, false);
    const tree = { combineWith: 'OR', queries: [{ combineWith: 'AND', queries: [{ queries: ['rule'], prefix: false, fuzzy: 1 }, { combineWith: 'OR', queries: [{ queries: ['group'], prefix: true, fuzzy: false }, { queries: ['groups'], prefix: false, fuzzy: false }] }] }, { queries: ['rulegroup'], prefix: true, fuzzy: false }] };
    const expected = mini.search(tree as never, options);
    const scored = scorer.finish(scorer.or(scorer.and(r, g), j), () => true);
    expect(scored.map(({ id, score }) => ({ id, score }))).toEqual(expected.map(({ id, score }) => ({ id, score })));
    // Fields per word: where MiniSearch matched a term answering the word (title = bit 1, text = bit 2).
    for (const [k, result] of scored.entries()) {
      const fields = (word: number) => Object.entries(expected[k].match).reduce((bits, [term, where]) => (wordsOf(term) & (1 << word) ? bits | where.reduce((b, field) => b | (field === 'title' ? 1 : 2), 0) : bits), 0);
      expect([fieldsOfWord(result.fields, 0), fieldsOfWord(result.fields, 1)]).toEqual([fields(0), fields(1)]);
    }
  });
});
