import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const siteDir = path.resolve(__dirname, '../../..');

/** A relative or `@site/` specifier as the file it names, or null for a package. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@site/')
    ? path.join(siteDir, specifier.slice('@site/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find(file => /\.tsx?$/.test(file) && existsSync(file)) ?? '';
}

/**
 * The packages the page's own modules import statically (`import … from`, `export … from`),
 * following its local modules; dynamic `import()`s are where the page's lazy code starts.
 */
function staticPackageImports(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)) {
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
      else if (local === null) packages.add(specifier);
    }
  }
  return packages;
}

describe('demo page imports', () => {
  it('the demo page loads no sandbox download code (sucrase, fflate) at start', () => {
    const packages = staticPackageImports(path.join(siteDir, 'src/components/DemoPage/index.tsx'));
    // The walk reaches the playground's own packages, so it is not vacuous.
    expect(packages).toContain('react-querybuilder');
    expect([...packages].filter(name => /^(sucrase|fflate)(\/|$)/.test(name))).toEqual([]);
  });
});
