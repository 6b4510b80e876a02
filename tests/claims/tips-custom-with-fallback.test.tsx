// @vitest-environment happy-dom
// Claims of docs/tips/custom-with-fallback.mdx, run against react-querybuilder 8.24.1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as lib from 'react-querybuilder';
import { customWithFallbackClaims, pkgJson, root } from './support';

const P = 'tips/custom-with-fallback ›';

describe('tips/custom-with-fallback', () => {
  customWithFallbackClaims(lib, P, ['=', '!=']);

  it(`${P} Fall back to a UI library's control: the compatibility packages export AntDValueEditor, MaterialValueEditor, MantineValueEditor and BootstrapValueEditor`, () => {
    for (const [pkg, name] of [['antd', 'AntDValueEditor'], ['material', 'MaterialValueEditor'], ['mantine', 'MantineValueEditor'], ['bootstrap', 'BootstrapValueEditor']]) {
      const types = pkgJson<{ types: string }>(`@react-querybuilder/${pkg}`).types;
      expect(readFileSync(join(root, 'node_modules/@react-querybuilder', pkg!, types), 'utf8'), pkg).toMatch(new RegExp(`declare const ${name}\\b|${name}[,\\s]`));
    }
  });
});
