import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const typesDir = join(__dirname, '../../node_modules/rqb7/dist/types/types');
const declarations = readdirSync(typesDir).map(name => readFileSync(join(typesDir, name), 'utf8')).join('\n');

describe('v7 tips/parameter-manager', () => {
  it('v7 tips/parameter-manager › Since v8: 7.7.1 value sources are value and field only', () => {
    expect(declarations).toContain('export type ValueSource = "value" | "field";');
  });

  it('v7 tips/parameter-manager › Since v8: 7.7.1 has no getParameters prop', () => {
    expect(declarations).toContain('getValueSources?');
    expect(declarations).not.toContain('getParameters');
  });
});
