// The relevance suite against the index the build just wrote, in Node (no browser): it runs in the
// e2e step because unit tests run before the build. Each query must find its page in the first
// five hits; at least 90% must pass.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { createLocalSearchClient } from '../../src/search/client';
import type { Shard, ShardManifest } from '../../src/search/records';
import { RELEVANCE_SUITE, runRelevanceSuite } from '../../src/search/relevance';

const indexDir = join(__dirname, '../../build/search-index');

test('readers find the page they look for in the first five hits', async () => {
  const client = createLocalSearchClient({
    source: {
      manifest: async () => JSON.parse(readFileSync(join(indexDir, 'manifest.json'), 'utf8')) as ShardManifest,
      shard: async entry => JSON.parse(readFileSync(join(indexDir, entry.file), 'utf8')) as Shard,
    },
  });
  const outcomes = await runRelevanceSuite(client);
  const failures = outcomes.filter(outcome => !outcome.passed);
  for (const failure of failures) {
    console.log(`relevance miss: "${failure.query}" expected ${String(failure.expect)}, got ${failure.top.join(', ') || 'no hits'}`);
  }
  expect(RELEVANCE_SUITE.length).toBeGreaterThanOrEqual(30);
  expect(outcomes.filter(outcome => outcome.passed).length / outcomes.length).toBeGreaterThanOrEqual(0.9);
});
