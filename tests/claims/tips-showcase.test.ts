// Claims of docs/tips/showcase.mdx about the site's demo (src/demo) and the library behaviour it names.
import { describe, expect, it } from 'vitest';
import { exportOptionTable } from '../../src/demo/options';
import { decodePermalink, encodePermalink } from '../../src/demo/permalink';
import { createDefaultState } from '../../src/demo/state';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { coreDeclarations, coreDir } from './support';

const requireFromSite = createRequire(__filename);

describe('tips/showcase', () => {
  it('tips/showcase › Options: the date-time export option links to the datetime page', () => {
    expect(exportOptionTable.find(o => o.name === 'useDateTimePackage')!.docsPath).toBe('/docs/datetime');
  });

  it('tips/showcase › Sharing: a link stores the SQL dialect with the format', () => {
    const state = { ...createDefaultState(), format: 'sql' as const, sqlPreset: 'postgresql' as const };
    const decoded = decodePermalink(encodePermalink(state));
    expect(decoded.kind === 'state' && [decoded.state.format, decoded.state.sqlPreset]).toEqual(['sql', 'postgresql']);
  });

  it('tips/showcase › Fields and value editors: the value editor types the library ships are text, select, multiselect, checkbox, radio, textarea and switch', () => {
    const decl = coreDeclarations();
    expect(/type ValueEditorType = ([^;]*);/.exec(decl)![1]).toBe('"text" | "select" | "checkbox" | "radio" | "textarea" | "switch" | "multiselect" | null');
  });

  it('tips/showcase › Export: every format the page names is an export format, and the mongodb string format is the deprecated one', () => {
    const decl = coreDeclarations();
    const formats = /type ExportFormat = ([^;]*);/.exec(decl)![1]!.split(' | ').map(f => f.replace(/"/g, ''));
    const named = ['sql', 'parameterized', 'parameterized_named', 'json', 'mongodb_query', 'cel', 'spel', 'jsonlogic', 'jsonata', 'elasticsearch', 'prisma', 'ldap', 'cypher', 'gql', 'gremlin', 'sparql', 'natural_language', 'diagnostics', 'mongodb', 'drizzle', 'tanstack_db', 'sequelize'];
    expect([...formats].sort()).toEqual(expect.arrayContaining(named.sort()));
    const legacy = readFileSync(join(coreDir, 'dist/react-querybuilder_core.legacy-esm.d.ts'), 'utf8');
    expect(legacy).toContain('Note that the "mongodb" format is deprecated in favor of the "mongodb_query" format.');
  });

  it('tips/showcase › Import: SQL, MongoDB, JsonLogic, CEL, SpEL, JSONata, Cypher, Gremlin and SPARQL each have a parser entry point', () => {
    for (const name of ['parseSQL', 'parseMongoDB', 'parseJsonLogic', 'parseCEL', 'parseSpEL', 'parseJSONata', 'parseCypher', 'parseGremlin', 'parseSPARQL'])
      expect(typeof requireFromSite(`react-querybuilder/${name}`)[name]).toBe('function');
  });
});
