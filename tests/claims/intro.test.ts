// Claims of docs/intro.mdx, run against react-querybuilder 8.24.1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as main from 'react-querybuilder';
import { parseSQL } from 'react-querybuilder/parseSQL';
import pkg from 'react-querybuilder/package.json';

describe('intro', () => {
  it('intro › Install: the main entry point exports formatQuery but no parser', () => {
    expect(typeof main.formatQuery).toBe('function');
    expect(Object.keys(main).filter(k => /^parse[A-Z]/.test(k) && k !== 'parseNumber')).toEqual([]);
  });

  it('intro › Install: each parser comes from its own entry point', () => {
    expect(parseSQL("firstName = 'Steve'")).toMatchObject({ combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Steve' }] });
  });

  it('intro › Install: react-querybuilder depends on @react-querybuilder/core', () => {
    expect(Object.keys((pkg as { dependencies: Record<string, string> }).dependencies)).toContain('@react-querybuilder/core');
  });
});

const installed = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../node_modules', name, 'package.json'), 'utf8')).version;

describe('intro (Next): versions', () => {
  it('intro › "on top of the current release, 8.24.1": the installed react-querybuilder is 8.24.1', () => {
    expect(installed('react-querybuilder')).toBe('8.24.1');
  });
});
