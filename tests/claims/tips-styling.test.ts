// Claims of docs/tips/styling.mdx about the default stylesheet, read from react-querybuilder 8.24.1.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = join(process.cwd(), 'node_modules/react-querybuilder/dist');
const rootOf = (file: string) => readFileSync(join(dist, file), 'utf8').match(/:root\{([^}]*)\}/)![1]!;
const T = 'tips/styling › Custom properties ›';

describe('tips/styling', () => {
  it(`${T} the stylesheet declares the custom properties on :root`, () => {
    expect(rootOf('query-builder.css')).toContain('--rqb-spacing:');
    expect(rootOf('query-builder-layout.css')).toContain('--rqb-spacing:');
  });

  it(`${T} the --rqb-branch-* defaults refer to the spacing and border properties, so they resolve on :root`, () => {
    const root = rootOf('query-builder.css');
    expect(root).toMatch(/--rqb-branch-indent:\s*var\(--rqb-spacing\)/);
    expect(root).toMatch(/--rqb-branch-width:\s*var\(--rqb-border-width\)/);
    expect(root).toMatch(/--rqb-branch-color:\s*var\(--rqb-border-color\)/);
    expect(root).toMatch(/--rqb-branch-style:\s*var\(--rqb-border-style\)/);
    expect(root).toMatch(/--rqb-branch-radius:\s*var\(--rqb-border-radius\)/);
  });

  it(`${T} queryBuilder-branches and queryBuilder-justified come with the layout stylesheet`, () => {
    const css = readFileSync(join(dist, 'query-builder-layout.css'), 'utf8');
    expect(css).toContain('.queryBuilder-branches');
    expect(css).toContain('.queryBuilder-justified');
  });
});
