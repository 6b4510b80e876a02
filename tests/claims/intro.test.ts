// Claims of docs/intro.mdx, run against react-querybuilder 8.24.1.
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
