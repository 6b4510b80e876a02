import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * Docs for AI assistants (src/llms/llmsTxtOptions.ts): llms.txt, llms-full.txt and a Markdown copy
 * of every page of the current docs version (v7 / v8 at /docs), plus the "Copy page as Markdown"
 * button. The pages are found from versioned_docs/version-7 and its sidebar, so a page added there
 * is checked without touching this file.
 */
const siteDir = join(__dirname, '../..');
const docsDir = join(siteDir, 'versioned_docs/version-7');

function docFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return docFiles(path);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [path] : [];
  });
}

/** The route of a docs file: its folder and front matter `id` (or file name), under /docs. */
function routeOf(file: string): string {
  const source = readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const slug = /^slug:\s*(\S+)\s*$/m.exec(frontMatter)?.[1];
  if (slug) return `/docs${slug.startsWith('/') ? slug : `/${slug}`}`;
  const rel = relative(docsDir, file).replace(/\\/g, '/');
  const folder = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/') + 1) : '';
  const id = /^id:\s*(\S+)\s*$/m.exec(frontMatter)?.[1] ?? rel.slice(folder.length).replace(/\.mdx?$/, '');
  return `/docs/${folder}${id}`;
}

type SidebarItem = string | { type: string; items?: SidebarItem[]; link?: { type: string; slug?: string } };

function categoryRoutes(): string[] {
  const sidebars = JSON.parse(readFileSync(join(siteDir, 'versioned_sidebars/version-7-sidebars.json'), 'utf8'));
  const routes: string[] = [];
  const visit = (item: SidebarItem) => {
    if (typeof item === 'string') return;
    if (item.link?.type === 'generated-index' && item.link.slug) routes.push(`/docs${item.link.slug}`);
    item.items?.forEach(visit);
  };
  (Object.values(sidebars).flat() as SidebarItem[]).forEach(visit);
  return routes;
}

const docRoutes = [...new Set(docFiles(docsDir).map(routeOf))].sort();
const allRoutes = [...docRoutes, ...categoryRoutes()];

/** The Markdown links of llms.txt, as site paths (`./docs/intro.md` -> `/docs/intro.md`). */
function linksOf(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map(([, href]) => `/${href!.replace(/^\.?\//, '')}`);
}

/** Heading text of a Markdown line, without inline code ticks, link syntax or escapes. */
function markdownHeadings(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) =>
      line
        .replace(/^#{1,6} /, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[`*]/g, '')
        .replace(/\\(.)/g, '$1')
        .trim()
    );
}

test.describe('llms.txt', () => {
  test('lists every page of the current docs version, and nothing else', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const links = linksOf(await response.text());
    for (const route of allRoutes) expect(links, `llms.txt links ${route}.md`).toContain(`${route}.md`);
    const foreign = links.filter((link) => /^\/(api\/|docs\/(next|[3-6])\/)/.test(link) || !link.startsWith('/docs/'));
    expect(foreign).toEqual([]);
  });

  test('llms-full.txt holds the index and then every Markdown copy', async ({ request }) => {
    const index = await (await request.get('/llms.txt')).text();
    const full = await (await request.get('/llms-full.txt')).text();
    expect(full.startsWith(index.trimEnd())).toBe(true);
    for (const route of docRoutes) {
      const copy = await (await request.get(`${route}.md`)).text();
      const firstHeading = copy.split('\n').find((line) => line.startsWith('# '));
      expect(firstHeading, `${route}.md has a title`).toBeTruthy();
      expect(full, `llms-full.txt holds ${route}`).toContain(firstHeading!);
    }
  });
});

test.describe('Markdown copies', () => {
  // The copies are made from the HTML the server rendered: read that, not the hydrated page.
  test.use({ javaScriptEnabled: false });

  for (const route of docRoutes) {
    test(`${route}.md has the page's headings and code blocks`, async ({ page, request }) => {
      expect((await page.goto(route))?.status()).toBe(200);
      const article = page.locator('article .theme-doc-markdown').first();
      const headings = (await article.locator('h1, h2, h3, h4').allTextContents()).map((text) =>
        text.replace(/\u200b/g, '').trim()
      );
      const codeBlocks = await article.locator('pre').evaluateAll((pres) =>
        pres.map((pre) => {
          const lines = pre.querySelectorAll('.token-line');
          return lines.length > 0
            ? Array.from(lines, (line) => line.textContent ?? '').join('\n')
            : (pre.textContent ?? '');
        })
      );

      const response = await request.get(`${route}.md`);
      expect(response.status()).toBe(200);
      const markdown = await response.text();
      expect(markdownHeadings(markdown)).toEqual(expect.arrayContaining(headings));
      const fences = markdown.split('\n').filter((line) => /^(```|~~~)/.test(line)).length;
      expect(fences).toBeGreaterThanOrEqual(codeBlocks.length * 2);
      for (const code of codeBlocks) expect(markdown).toContain(code.trimEnd());
      // Markdown, not MDX: outside code, no JSX components and no import lines of the page source.
      const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
      expect(prose).not.toMatch(/^import .* from '/m);
      expect(prose).not.toMatch(/<[A-Z][A-Za-z]+[\s/>]/);
    });
  }
});

test.describe('Copy page as Markdown', () => {
  test('copies the page Markdown with the keyboard and says so', async ({ page, context, baseURL, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/docs/utils/export');
    await waitForHydration(page);
    // Found by its title, which stays the same while the label reads "Copied".
    const button = page.getByTitle(/^Copy this page as Markdown/);
    await expect(button).toHaveText('Copy page as Markdown');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeAttached();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const expected = await (await page.request.get('/docs/utils/export.md')).text();
    expect(clipboard).toBe(expected);
    expect(clipboard).toMatch(/^# Export/m);
    await expect(button).toHaveText('Copy page as Markdown');
    expect(problems.pageErrors).toEqual([]);
  });

  test('is copied by a click too', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/docs/intro');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Getting started/m);
  });

  test('is not on pages of other docs versions, which have no Markdown copy', async ({ page, request }) => {
    await page.goto('/docs/next/intro');
    await waitForHydration(page);
    await expect(page.locator('article h1').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toHaveCount(0);
    expect((await request.get('/docs/next/intro.md')).status()).toBe(404);
  });
});

test('the build holds llms.txt at the site root', () => {
  test.skip(!existsSync(join(siteDir, 'build')), 'needs a production build');
  expect(existsSync(join(siteDir, 'build/llms.txt'))).toBe(true);
  expect(existsSync(join(siteDir, 'build/llms-full.txt'))).toBe(true);
});
