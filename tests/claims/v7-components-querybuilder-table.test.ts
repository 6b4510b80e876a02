// Second reading of versioned_docs/version-7/components/querybuilder.mdx: the props table's "Since v8"
// marks against the declarations of react-querybuilder 7.7.1 (rqb7).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const page = readFileSync('versioned_docs/version-7/components/querybuilder.mdx', 'utf8');
const decl = readFileSync('node_modules/rqb7/dist/types/types/propsUsingReact.d.ts', 'utf8');
const rows = Array.from(page.matchAll(/^\| \[`(\w+)`\]\(#\w+\) \| (.*)$/gm), m => ({ name: m[1]!, since8: m[2]!.includes('Since v8') }));
// Props are optional members (`name?:` or `name?(`); the schema's required `qbId: string` does not count.
const declaredIn7 = (name: string) => new RegExp(`\\b${name}\\?[(:<]`).test(decl);

describe('v7 components/querybuilder › Props table', () => {
  it('v7 components/querybuilder › Props: the table lists the props', () => {
    expect(rows.length).toBeGreaterThan(60);
  });

  it('v7 components/querybuilder › Props: every prop without "Since v8" is declared by 7.7.1', () => {
    expect(rows.filter(r => !r.since8 && !declaredIn7(r.name)).map(r => r.name)).toEqual([]);
  });

  it('v7 components/querybuilder › Props: every prop marked "Since v8" is absent from 7.7.1', () => {
    expect(rows.filter(r => r.since8 && declaredIn7(r.name)).map(r => r.name)).toEqual([]);
  });
});
