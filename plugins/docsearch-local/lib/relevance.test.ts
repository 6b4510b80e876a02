// The relevance suite on the engine, against the index of the last local-mode build (build/
// search-index): every case through the same client the modal uses, first five distinct pages.
// Unit tests run before the build in CI, so without an index this file is skipped (the e2e step
// runs it again after the build: tests/e2e/search-relevance.spec.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as library from 'react-querybuilder';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalSearchClient, type LocalSearchClient } from './client';
import type { Shard, ShardManifest } from './records';
import { RELEVANCE_SUITE, runRelevanceSuite, summarize, type RelevanceOutcome } from './relevance';
import { HELD_OUT_QUESTIONS, identifierCases, KITS_AND_FORMATS, READER_QUESTIONS, splitIdentifier } from './relevanceQuestions';

const indexDir = join(__dirname, '../../../build/search-index');
const built = existsSync(join(indexDir, 'manifest.json'));

function localClient(): LocalSearchClient {
  return createLocalSearchClient({
    source: {
      manifest: async () => JSON.parse(readFileSync(join(indexDir, 'manifest.json'), 'utf8')) as ShardManifest,
      shard: async entry => JSON.parse(readFileSync(join(indexDir, entry.file), 'utf8')) as Shard,
    },
  });
}

const report = (outcomes: RelevanceOutcome[]) =>
  outcomes
    .filter(outcome => !outcome.passed)
    .map(outcome => `"${outcome.query}" -> ${outcome.top.join(', ') || 'no hits'}`)
    .join('\n');

describe('relevance suite: the cases', () => {
  it('has at least 150 queries besides the first 42, and the first 42 unchanged', () => {
    expect(RELEVANCE_SUITE).toHaveLength(42);
    expect(READER_QUESTIONS.length + KITS_AND_FORMATS.length + identifierCases(Object.keys(library)).length).toBeGreaterThanOrEqual(150);
  });

  it('splits identifiers into words at case changes and acronyms', () => {
    expect(['formatQuery', 'parseMongoDB', 'RuleGroupTypeIC', 'useQueryBuilder'].map(splitIdentifier)).toEqual([
      'format query',
      'parse mongo db',
      'rule group type ic',
      'use query builder',
    ]);
  });
});

// Hundreds of searches per test: more than vitest's default 5 s on a busy machine.
describe.skipIf(!built)('relevance suite on the built index', { timeout: 120_000 }, () => {
  let client: LocalSearchClient;
  beforeAll(() => {
    client = localClient();
  });

  it('the first 42 find their page in the first five pages', async () => {
    const outcomes = await runRelevanceSuite(client, RELEVANCE_SUITE);
    expect(report(outcomes)).toBe('');
  });

  it('readers\' questions, headings reworded, kits and formats: at least 90% in the first five pages, none without hits', async () => {
    const outcomes = await runRelevanceSuite(client, [...READER_QUESTIONS, ...KITS_AND_FORMATS]);
    const summary = summarize(outcomes);
    console.log(`reader questions: ${JSON.stringify(summary)}\n${report(outcomes)}`);
    expect(summary.passRate).toBeGreaterThanOrEqual(0.9);
    expect(summary.zeroHitRate).toBe(0);
  });

  it('questions held out from tuning: at least 85% in the first five pages, none without hits', async () => {
    const outcomes = await runRelevanceSuite(client, HELD_OUT_QUESTIONS);
    const summary = summarize(outcomes);
    console.log(`held-out questions: ${JSON.stringify(summary)}\n${report(outcomes)}`);
    expect(summary.passRate).toBeGreaterThanOrEqual(0.85);
    expect(summary.zeroHitRate).toBe(0);
  });

  it('every runtime export, exact and split: its API page in the first five pages', async () => {
    const outcomes = await runRelevanceSuite(client, identifierCases(Object.keys(library)));
    const summary = summarize(outcomes);
    console.log(`identifiers: ${JSON.stringify(summary)}\n${report(outcomes).split('\n').slice(0, 40).join('\n')}`);
    expect(summary.passRate).toBeGreaterThanOrEqual(0.95);
    expect(summary.zeroHitRate).toBe(0);
  });
});
