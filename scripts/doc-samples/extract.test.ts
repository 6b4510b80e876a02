import { describe, expect, it } from 'vitest';
import { asModule, extractSamples } from './extract.mjs';

const page = [
  'Intro text.',
  '',
  '```tsx title="App.tsx"',
  "import { QueryBuilder } from 'react-querybuilder';",
  'export const App = () => <QueryBuilder />;',
  '```',
  '',
  '```ts fragment="continues the App example"',
  'query.rules.length;',
  '```',
  '',
  '```bash',
  'npm i react-querybuilder',
  '```',
].join('\n');

describe('extractSamples', () => {
  it('finds ts and tsx blocks with their line numbers, skipping other languages', () => {
    const samples = extractSamples(page);
    expect(samples.map(s => [s.lang, s.line])).toEqual([
      ['tsx', 3],
      ['ts', 8],
    ]);
  });

  it('reads the fragment marker and its reason', () => {
    const [app, fragment] = extractSamples(page);
    expect(app!.fragment).toBeNull();
    expect(fragment!.fragment).toBe('continues the App example');
  });
});

describe('asModule', () => {
  it('adds an empty export to scripts so their names stay local', () => {
    expect(asModule('const a = 1;')).toContain('export {};');
    expect(asModule("import a from 'a';\na;")).not.toContain('export {};');
  });
});
