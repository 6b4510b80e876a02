import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitTable } from './kits';

const pagesDir = join(__dirname, '..', 'pages');

describe('kit table', () => {
  it.each(kitTable.map(kit => [kit.id, kit] as const))('%s: has a page exactly when the table says so', (_id, kit) => {
    const page = kit.path === '/demo' ? 'demo/index.tsx' : `${kit.path.slice(1)}.tsx`;
    expect(existsSync(join(pagesDir, page))).toBe(kit.hasPage);
  });
});
