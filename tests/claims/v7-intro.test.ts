import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as rqb7 from 'rqb7';
import * as rqb from 'react-querybuilder';
import { pkgJson } from './support';

const req = createRequire(__filename);
const appQuery = { combinator: 'and', rules: [{ field: 'firstName', operator: 'beginsWith', value: 'Ste' }, { field: 'instrument', operator: '=', value: 'guitar' }] };
const v7Formats = ['sql', 'parameterized', 'mongodb', 'cel', 'spel', 'jsonlogic', 'jsonata', 'elasticsearch', 'natural_language'] as const;
const v8Formats = ['mongodb_query', 'ldap', 'cypher', 'sparql', 'prisma'] as const;
const v7Parsers = ['parseSQL', 'parseMongoDB', 'parseJsonLogic', 'parseJSONata', 'parseCEL', 'parseSpEL'];
const v8Parsers = ['parseCypher', 'parseSPARQL', 'parseGremlin'];
/** The parser function at `<pkg>/<name>`, or undefined when the entry point is missing. */
const parser = (pkg: string, name: string) => {
  try {
    return req(`${pkg}/${name}`)[name] as unknown;
  } catch {
    return undefined;
  }
};

describe('v7 intro', () => {
  it('v7/intro › Next steps › "the current release, 8.24.1" is the react-querybuilder the site installs', () => {
    expect(pkgJson('react-querybuilder').version).toBe('8.24.1');
  });

  it('v7/intro › "latest releases are 7.7.1 and 8.24.1": the 7.x alias is 7.7.1', () => {
    expect(pkgJson('rqb7').version).toBe('7.7.1');
  });

  it('v7/intro › Key concepts › Export: 7.7.1 formatQuery exports the listed formats, natural_language included', () => {
    const out = Object.fromEntries(v7Formats.map(f => [f, rqb7.formatQuery(appQuery, f as 'sql')]));
    expect(out.sql).toBe("(firstName like 'Ste%' and instrument = 'guitar')");
    for (const f of v7Formats) expect(out[f]).toBeTruthy();
    expect(out.natural_language).toBe("firstName starts with 'Ste', and instrument is 'guitar'");
  });

  it('v7/intro › Key concepts › Since v8: 7.7.1 exports an empty string for mongodb_query, ldap, cypher, sparql and prisma; 8.24.1 exports them', () => {
    for (const f of v8Formats) {
      expect(rqb7.formatQuery(appQuery, f as 'sql')).toBe('');
      expect(rqb.formatQuery(appQuery, f as 'sql')).toBeTruthy();
    }
  });

  it('v7/intro › Key concepts › Import: each 7.x parser has its own entry point and is not in the main import', () => {
    for (const name of v7Parsers) {
      expect(typeof parser('rqb7', name)).toBe('function');
      expect(name in rqb7).toBe(false);
    }
  });

  it('v7/intro › Key concepts › Since v8: parseCypher, parseSPARQL and parseGremlin exist in 8.24.1 only', () => {
    for (const name of v8Parsers) {
      expect(parser('rqb7', name)).toBeUndefined();
      expect(typeof parser('react-querybuilder', name)).toBe('function');
    }
  });

  it('v7/intro › Key concepts › Combinator: the defaults are and and or', () => {
    expect(rqb7.defaultCombinators.map(c => c.name)).toEqual(['and', 'or']);
  });

  it('v7/intro › Key concepts › Rule group: not: true negates a group in the sql export', () => {
    expect(rqb7.formatQuery({ ...appQuery, not: true }, 'sql')).toBe("NOT (firstName like 'Ste%' and instrument = 'guitar')");
  });

  it('v7/intro › Install: both lines need React 18 or later', () => {
    expect(pkgJson('rqb7').peerDependencies).toEqual({ react: '>=18' });
    expect(pkgJson('react-querybuilder').peerDependencies).toEqual({ react: '>=18' });
  });

  it('v7/intro › Install › Since v8: 8.24.1 depends on @react-querybuilder/core and re-exports formatQuery from it', () => {
    expect(pkgJson('react-querybuilder').dependencies).toHaveProperty('@react-querybuilder/core');
    for (const entry of ['formatQuery', 'parseSQL']) expect(readFileSync(req.resolve(`react-querybuilder/${entry}`), 'utf8')).toContain(`require("@react-querybuilder/core/${entry}")`);
  });

  it('v7/intro › Render a query builder: the first render shows the recipe query as SQL', () => {
    expect(rqb7.formatQuery(appQuery, 'sql')).toBe("(firstName like 'Ste%' and instrument = 'guitar')");
    expect(rqb.formatQuery(appQuery, 'sql')).toBe("(firstName like 'Ste%' and instrument = 'guitar')");
  });

  it("v7/intro › Import a query: 7.x's formatQuery and parseSQL entry points don't load React", () => {
    for (const entry of ['formatQuery', 'parseSQL']) {
      const text = readFileSync(req.resolve(`rqb7/${entry}`), 'utf8');
      expect(text).not.toMatch(/require\("react(-dom)?"\)/);
    }
  });
});
