import { describe, expect, it } from 'vitest';
import * as lzStringModule from 'lz-string';
import type { RuleGroupType } from 'react-querybuilder';
import { createDefaultState, selectAllOptions, setOption, stripIds, type DemoState } from './state';
import { decodePermalink, encodePermalink, maxPermalinkLength, permalinkVersion } from './permalink';

const lz: typeof lzStringModule = (lzStringModule as { default?: typeof lzStringModule }).default ?? lzStringModule;
const hashFor = (data: unknown, version = permalinkVersion) =>
  `#s=${version}.${lz.compressToEncodedURIComponent(JSON.stringify(data))}`;

// A permalink carries the query without the ids the builder (or the default state) gives it.
const withoutIds = (state: DemoState): DemoState => ({ ...state, query: stripIds(state.query) });

describe('permalink codec', () => {
  it('round-trips "Select all" (every option on) and the natural-language language', () => {
    const state = { ...selectAllOptions(createDefaultState()), format: 'natural_language' as const, nlLanguage: 'ja' as const };
    expect(decodePermalink(encodePermalink(state))).toEqual({ kind: 'state', state: withoutIds(state) });
  });

  it('round-trips options, query, format and SQL dialect', () => {
    let state = createDefaultState();
    state = setOption(state, 'showNotToggle', true);
    state = setOption(state, 'resetOnFieldChange', false);
    state = { ...state, format: 'mongodb_query', sqlPreset: 'postgresql' };
    const query: RuleGroupType = { combinator: 'or', not: true, rules: [{ field: 'email', operator: 'contains', value: '@' }] };
    state = { ...state, query };

    const decoded = decodePermalink(encodePermalink(state));
    expect(decoded).toEqual({ kind: 'state', state });
  });

  it('round-trips the date-time package option, and reads older links without it as off', () => {
    const state = setOption(createDefaultState(), 'useDateTimePackage', true);
    const hash = encodePermalink(state);
    expect(decodePermalink(hash)).toEqual({ kind: 'state', state: withoutIds(state) });
    const older = hashFor({ options: { showNotToggle: true }, query: createDefaultState().query });
    const decoded = decodePermalink(older);
    expect(decoded.kind === 'state' && decoded.state.options.useDateTimePackage).toBe(false);
  });

  it('round-trips an independent-combinator query', () => {
    const state = setOption(createDefaultState(), 'independentCombinators', true);
    expect(decodePermalink(encodePermalink(state))).toEqual({ kind: 'state', state: withoutIds(state) });
  });

  it('writes a short, versioned, URL-safe hash', () => {
    const hash = encodePermalink(createDefaultState());
    expect(hash).toMatch(/^#s=1\.[A-Za-z0-9+\-$]+$/);
    expect(hash.length).toBeLessThan(500);
  });

  it('leaves ordinary anchors alone', () => {
    expect(decodePermalink('')).toEqual({ kind: 'none' });
    expect(decodePermalink('#export')).toEqual({ kind: 'none' });
  });

  it.each([
    ['a payload cut short', () => encodePermalink(createDefaultState()).slice(0, 40), 'corrupt'],
    ['characters outside the alphabet', () => '#s=1.abc%20def', 'corrupt'],
    ['an empty payload', () => '#s=1.', 'corrupt'],
    ['no version', () => '#s=abc', 'malformed'],
    ['JSON that is not a state', () => hashFor({ hello: 'world' }), 'invalid-state'],
    ['an unknown option', () => hashFor({ options: { showEverything: true }, query: { combinator: 'and', rules: [] } }), 'invalid-state'],
    ['an option with a wrong type', () => hashFor({ options: { showNotToggle: 'yes' }, query: { combinator: 'and', rules: [] } }), 'invalid-state'],
    ['a rule without an operator', () => hashFor({ query: { combinator: 'and', rules: [{ field: 'age', value: 3 }] } }), 'invalid-state'],
    ['an unknown format', () => hashFor({ query: { combinator: 'and', rules: [] }, format: 'cobol' }), 'invalid-state'],
    ['a newer version', () => hashFor({ query: { combinator: 'and', rules: [] } }, permalinkVersion + 1), 'future-version'],
    ['version 0', () => hashFor({ query: { combinator: 'and', rules: [] } }, 0), 'old-version'],
  ])('falls back on %s', (_name, makeHash, problem) => {
    expect(decodePermalink(makeHash())).toEqual({ kind: 'problem', problem });
  });

  it('refuses a hash over 100 KB at once, without decompressing it', () => {
    const huge = `#s=1.${'A'.repeat(maxPermalinkLength)}`;
    const started = performance.now();
    expect(decodePermalink(huge)).toEqual({ kind: 'problem', problem: 'too-large' });
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('refuses a query nested deeper than the builder needs', () => {
    let group: Record<string, unknown> = { combinator: 'and', rules: [] };
    for (let depth = 0; depth < 40; depth++) group = { combinator: 'and', rules: [group] };
    expect(decodePermalink(hashFor({ query: group }))).toEqual({ kind: 'problem', problem: 'invalid-state' });
  });
});
