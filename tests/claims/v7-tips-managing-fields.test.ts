import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const basic = readFileSync(join(__dirname, '../../node_modules/rqb7/dist/types/types/basic.d.ts'), 'utf8');
const baseField = basic.slice(basic.indexOf('interface BaseFullField<'), basic.indexOf('}', basic.indexOf('interface BaseFullField<')));

describe('v7 tips/managing-fields', () => {
  it('v7 tips/managing-fields › Since v8: 7.7.1 fields have the other properties on the page', () => {
    for (const prop of ['operators?', 'valueEditorType?', 'valueSources?', 'inputType?', 'values?', 'defaultOperator?', 'defaultValue?', 'placeholder?', 'validator?', 'comparator?']) {
      expect(baseField).toContain(prop);
    }
  });

  it('v7 tips/managing-fields › Since v8: 7.7.1 fields have no matchModes or subproperties', () => {
    expect(baseField).not.toContain('matchModes');
    expect(baseField).not.toContain('subproperties');
  });
});
