// Claims of docs/intro.mdx, run against react-querybuilder 8.24.1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as main from 'react-querybuilder';
import { parseSQL } from 'react-querybuilder/parseSQL';
import pkg from 'react-querybuilder/package.json';
import { coreDeclarations, pkgJson, requireFromRqb, root } from './support';

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

describe('intro (Next): versions', () => {
  it('intro › "on top of the current release, 8.24.1": the installed react-querybuilder is 8.24.1', () => {
    expect(pkgJson('react-querybuilder').version).toBe('8.24.1');
  });
});

describe('intro (Next): second reading', () => {
  const one = { combinator: 'and', rules: [{ field: 'a', operator: '=', value: 'x' }] };

  it('intro › Key concepts: the default combinators are and and or', () => {
    expect(main.defaultCombinators.map(c => c.name)).toEqual(['and', 'or']);
  });

  it('intro › Key concepts: not: true negates a group in the export', () => {
    expect(main.formatQuery({ ...one, not: true }, 'sql')).toBe("NOT (a = 'x')");
  });

  it('intro › Key concepts › Export: every listed format is an ExportFormat', () => {
    const union = /type ExportFormat = ([^;]*);/.exec(coreDeclarations())![1]!;
    const declared = [...union.matchAll(/"(\w+)"/g)].map(m => m[1]);
    const listed = ['sql', 'parameterized', 'mongodb_query', 'cel', 'spel', 'jsonlogic', 'jsonata', 'elasticsearch', 'ldap', 'cypher', 'sparql', 'gremlin', 'prisma', 'drizzle', 'sequelize', 'natural_language'];
    expect(listed.filter(f => !declared.includes(f))).toEqual([]);
  });

  it('intro › Key concepts › Import: each listed parser has its own entry point', () => {
    const parsers = ['parseSQL', 'parseMongoDB', 'parseJsonLogic', 'parseJSONata', 'parseCEL', 'parseSpEL', 'parseCypher', 'parseSPARQL', 'parseGremlin'];
    for (const name of parsers) expect(typeof requireFromRqb(`react-querybuilder/${name}`)[name], name).toBe('function');
  });

  it('intro › Install: the package needs React 18 or later (peer dependency react >=18)', () => {
    expect(pkgJson('react-querybuilder').peerDependencies).toEqual({ react: '>=18' });
  });

  it('intro › Render a query builder: on first render the pre shows the SQL the page quotes', () => {
    const initialQuery = {
      combinator: 'and',
      rules: [
        { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
        { field: 'instrument', operator: '=', value: 'guitar' },
      ],
    };
    expect(main.formatQuery(initialQuery, 'sql')).toBe("(firstName like 'Ste%' and instrument = 'guitar')");
  });

  it('intro › Render a query builder: the stylesheet reads --rqb-spacing and --rqb-border-color, and a layout-only stylesheet exists', () => {
    const dist = join(root, 'node_modules/react-querybuilder/dist');
    const css = readFileSync(join(dist, 'query-builder.css'), 'utf8');
    expect(css).toMatch(/var\(--rqb-spacing\)/);
    expect(css).toMatch(/var\(--rqb-border-color\)/);
    expect(readFileSync(join(dist, 'query-builder-layout.css'), 'utf8').length).toBeGreaterThan(0);
  });

  it('intro › Import a query: the formatQuery and parser entry points re-export the core package, which has no React dependency', () => {
    for (const entry of ['formatQuery', 'parseSQL']) {
      expect(readFileSync(requireFromRqb.resolve(`react-querybuilder/${entry}`), 'utf8')).toContain(`require("@react-querybuilder/core/${entry}")`);
    }
    const core = pkgJson('@react-querybuilder/core');
    expect(Object.keys({ ...core.dependencies, ...core.peerDependencies })).not.toContain('react');
  });

  it('intro › Import a query: parseSQL accepts a full SELECT statement or a WHERE clause alone', () => {
    const whereOnly = parseSQL("firstName LIKE 'Ste%' AND age >= 18");
    expect(parseSQL("SELECT * FROM musicians WHERE firstName LIKE 'Ste%' AND age >= 18")).toEqual(whereOnly);
    expect(whereOnly).toEqual({
      combinator: 'and',
      rules: [
        { field: 'firstName', operator: 'beginsWith', value: 'Ste' },
        { field: 'age', operator: '>=', value: 18 },
      ],
    });
  });
});
