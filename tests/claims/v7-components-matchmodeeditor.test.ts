import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as rqb7 from 'rqb7';

const typesDir = join(__dirname, '../../node_modules/rqb7/dist/types/types');
const declarations = readdirSync(typesDir).map(name => readFileSync(join(typesDir, name), 'utf8')).join('\n');

describe('v7 components/matchmodeeditor', () => {
  it('v7 components/matchmodeeditor › Since v8: 7.7.1 has no matchModeEditor control element', () => {
    expect(Object.keys(rqb7.defaultControlElements)).not.toContain('matchModeEditor');
    expect(Object.keys(rqb7.defaultControlElements)).toContain('valueEditor');
  });

  it('v7 components/matchmodeeditor › Since v8: 7.7.1 declares no matchModes, subproperties or match', () => {
    expect(declarations).toContain('valueSources?');
    expect(declarations).not.toMatch(/matchModes\??:|subproperties\??:|\bmatch\??: MatchConfig/);
  });
});
