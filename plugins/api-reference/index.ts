import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes sure the API docs folder exists before the `api` docs plugin instance reads it.
 * The generated reference is written into `api/` (git-ignored); until it exists this writes
 * an index page so `/api/` always resolves.
 */
export function ensureApiDocsFolder(siteDir: string): string {
  const dir = join(siteDir, 'api');
  if (!existsSync(join(dir, 'index.md'))) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'index.md'),
      [
        '---',
        'title: API reference',
        'slug: /',
        '---',
        '',
        '# API reference',
        '',
        'The generated reference for `react-querybuilder` and its companion packages appears here.',
        '',
      ].join('\n')
    );
  }
  return dir;
}
