import { describe, expect, it } from 'vitest';
import { editDistance, indexTerms, lastWord, nextWord, normalize, queryTerms, stem, termMatches, typoBudget, words, WORD } from './text';

describe('text', () => {
  it('splits words with their offsets and camel-case parts', () => {
    const [word, other] = words('Use parseSQL, then café');
    expect(word).toEqual({ start: 0, end: 3, term: 'use', parts: [] });
    expect(other.term).toBe('parsesql');
    expect(other.parts.map(p => [p.term, p.start, p.end])).toEqual([
      ['parse', 4, 9],
      ['sql', 9, 12],
    ]);
    expect(words('café')[0].term).toBe('cafe');
  });

  it('indexes identifiers whole, by part and by stem', () => {
    expect(indexTerms('parseSQL')).toEqual(['parsesql', 'parse', 'sql', '~pars']);
    expect(indexTerms('RuleGroupTypeIC')).toEqual([
      'rulegrouptypeic', 'rule', 'group', 'type', 'ic',
      'rulegroup', 'rulegrouptype', 'grouptype', 'grouptypeic', 'typeic', '~rulegrouptyp', '~grouptyp',
    ]);
    expect(indexTerms('parseMongoDB')).toContain('mongodb');
    expect(indexTerms('query')).toEqual(['query']);
    expect(indexTerms('Migrating')).toEqual(['migrating', '~migrat']);
    expect(normalize('Ünïcode')).toBe('unicode');
  });

  it('drops stop words from queries unless nothing else is left', () => {
    expect(queryTerms('How do I export to MongoDB?')).toEqual(['export', 'mongodb']);
    expect(queryTerms('lock a rule so it cannot be edited')).toEqual(['lock', 'rule', 'edited']);
    expect(queryTerms('and or not')).toEqual(['and', 'or', 'not']);
    expect(queryTerms('the')).toEqual(['the']);
    expect(queryTerms('  ')).toEqual([]);
  });

  it('allows typos like Algolia: one from 4 letters, two from 8, none in numbers', () => {
    expect([typoBudget('sql'), typoBudget('rule'), typoBudget('validation'), typoBudget('12345')]).toEqual([0, 1, 2, 0]);
    expect(editDistance('fromat', 'format', 2)).toBe(2);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });

  it('stems common English endings', () => {
    expect(['migrate', 'migrating', 'migration'].map(stem)).toEqual(['migrat', 'migrat', 'migrat']);
    expect(['rules', 'groups', 'values', 'class', 'rule'].map(stem)).toEqual(['rule', 'group', 'valu', 'class', 'rule']);
    expect(termMatches('migrate', 'migrating', false)).toBe(true);
    expect(termMatches('migrate', '~migrat', false)).toBe(true);
  });

  it('matches exactly, by prefix for the last word, or within the typo budget', () => {
    expect(termMatches('valid', 'validation', true)).toBe(true);
    expect(termMatches('valid', 'validation', false)).toBe(false);
    expect(termMatches('fromatquery', 'formatquery', false)).toBe(true);
    expect(termMatches('sql', 'sqk', false)).toBe(false);
  });

  it('finds the same words by scanning character codes as the WORD pattern does', () => {
    const text = 'parseSQL(q) — café², Ünïcode 𝒳yz 😀 x_y 12ab\u00a0end';
    const scanned: string[] = [];
    for (let start = nextWord(text, 0); start >= 0; start = nextWord(text, lastWord.end)) scanned.push(`${start}:${text.slice(start, lastWord.end)}`);
    expect(scanned).toEqual([...text.matchAll(WORD)].map(m => `${m.index}:${m[0]}`));
    expect(scanned).toContain(`${text.indexOf('𝒳')}:𝒳yz`);
  });
});
