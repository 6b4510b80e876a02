import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const pkg7 = JSON.parse(readFileSync(join(root, 'node_modules/rqb7/package.json'), 'utf8'));
const importExport = readFileSync(join(root, 'node_modules/rqb7/dist/types/types/importExport.d.ts'), 'utf8');

describe('v7 tips/comparison', () => {
  it('v7 tips/comparison › Since v8: 7.7.1 has twelve export formats', () => {
    expect((importExport.match(/export type ExportFormat = ([^;]+);/)?.[1] ?? '').match(/"\w+"/g)).toHaveLength(12);
  });

  it('v7 tips/comparison › Since v8: 7.7.1 has six parsers and no history entry point or core dependency', () => {
    expect(Object.keys(pkg7.exports).filter((k: string) => k.startsWith('./parse')).sort()).toEqual(
      ['./parseCEL', './parseJSONata', './parseJsonLogic', './parseMongoDB', './parseSQL', './parseSpEL'].sort()
    );
    expect(Object.keys(pkg7.exports)).not.toContain('./history');
    expect(Object.keys(pkg7.dependencies ?? {})).not.toContain('@react-querybuilder/core');
  });
});
