/**
 * Turns one built HTML page into DocSearch records, the way the DocSearch crawler's Docusaurus
 * template reads a page: lvl0 is the section (sidebar category, "Docs", "API" or "Pages"), lvl1 the
 * page title, lvl2-lvl6 the h2-h6 headings above a paragraph, and every paragraph, list item,
 * table row or definition becomes a `content` record linked to the nearest heading's anchor.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import { pageRecordWriter, type DocSearchRecord } from './lib/records';

type Document = ReturnType<typeof parseDocument>;
type ChildNode = Document['children'][number];
type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

export interface CrawlOptions {
  /** Absolute URL of the page, used when the page has no canonical link. */
  url: string;
  /** Site title, stripped from `<title>` when the page has no h1 ("Intro | Site" -> "Intro"). */
  siteTitle?: string;
  /** lvl0 of docs pages outside any sidebar category, by docs plugin id. Default: `{default: 'Docs', api: 'API'}`. */
  sectionLabels?: Record<string, string>;
  /** lvl0 of pages that are not docs. Default "Pages". */
  pagesLabel?: string;
}

export interface CrawledPage {
  url: string;
  language: string;
  tag: string;
  records: DocSearchRecord[];
}

export type CrawlResult = CrawledPage | { skipped: 'redirect' | 'noindex' | 'not-found' | 'empty'; url: string };

const DEFAULT_SECTIONS: Record<string, string> = { default: 'Docs', api: 'API' };

/** Elements whose text never goes into the index. */
const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'nav', 'pre', 'select', 'textarea', 'iframe', 'aside', 'thead']);
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-toc-desktop',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-footer',
  'theme-doc-breadcrumbs',
  'pagination-nav',
  'theme-edit-this-page',
  'theme-last-updated',
  'card', // doc card lists link to other pages; those pages index themselves
  'tabs', // tab labels
  'sr-only',
];
/** Blocks that make one content record each. */
const CONTENT_TAGS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'blockquote', 'figcaption', 'summary', 'caption']);
const HEADING = /^h([1-6])$/;
/** Longest content kept per record; Algolia allows 10 KB, snippets only need the start of a long paragraph. */
const MAX_CONTENT = 1200;

const isElement = (node: ChildNode): node is Element & ChildNode => 'name' in node && 'attribs' in node;
const classes = (el: Element) => (el.attribs.class ?? '').split(/\s+/);

function isSkipped(el: Element): boolean {
  if (SKIP_TAGS.has(el.name)) return true;
  if (el.attribs.hidden !== undefined || el.attribs['aria-hidden'] === 'true') return true;
  // Text a page shows but leaves to another page's index (the demo options, on every kit's page).
  if (el.attribs['data-search'] === 'skip') return true;
  if (el.attribs.role === 'tablist') return true;
  const list = classes(el);
  return SKIP_CLASSES.some(name => list.includes(name));
}

const clean = (text: string) =>
  text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Visible text of a node, leaving out skipped elements and (when asked) nested content blocks. */
function textOf(node: ChildNode | Element, stopAtBlocks: boolean): string {
  if (node.type === 'text') return (node as { data: string }).data;
  if (!isElement(node as ChildNode)) return '';
  const el = node as Element;
  if (isSkipped(el)) return '';
  if (el.name === 'br') return ' ';
  let out = '';
  for (const child of el.children) {
    if (stopAtBlocks && isElement(child) && (CONTENT_TAGS.has(child.name) || HEADING.test(child.name) || child.name === 'ul' || child.name === 'ol' || child.name === 'table')) {
      out += ' ';
      continue;
    }
    out += textOf(child, stopAtBlocks);
  }
  // Table cells and block children are separated by a space so words never run together.
  return el.name === 'td' || el.name === 'th' || el.name === 'div' ? ` ${out} ` : out;
}

const byName = (name: string) => (el: Element) => el.name === name;
const hasClass = (name: string) => (el: Element) => classes(el).includes(name);
const meta = (doc: Document, name: string) =>
  DomUtils.findOne(el => el.name === 'meta' && (el.attribs.name === name || el.attribs.property === name), doc.children)
    ?.attribs.content;

/** The docs plugin id and version of a `docusaurus_tag` such as `docs-default-7` or `docs-api-current`. */
export function parseDocsTag(tag: string): { pluginId: string; version: string } | null {
  const match = /^docs-(.+)-([^-]+)$/.exec(tag);
  return match ? { pluginId: match[1], version: match[2] } : null;
}

/** The top sidebar category the page sits in: from the breadcrumbs, else from the sidebar's active category. */
function categoryOf(doc: Document): string | null {
  const breadcrumbs = DomUtils.findOne(hasClass('theme-doc-breadcrumbs'), doc.children);
  if (breadcrumbs) {
    const items = DomUtils.findAll(hasClass('breadcrumbs__item'), breadcrumbs.children).filter(
      item => !classes(item).includes('breadcrumbs__item--active') && !DomUtils.findOne(el => el.attribs['aria-label'] === 'Home page', item.children)
    );
    const label = items.length > 0 ? clean(DomUtils.textContent(items[0])) : '';
    if (label) return label;
  }
  const sidebar = DomUtils.findOne(hasClass('theme-doc-sidebar-menu'), doc.children);
  if (sidebar) {
    const active = DomUtils.findOne(el => {
      const list = classes(el);
      return list.includes('menu__link--sublist') && list.includes('menu__link--active');
    }, sidebar.children);
    const label = active ? clean(DomUtils.textContent(active)) : '';
    if (label) return label;
  }
  return null;
}

function titleFromHead(doc: Document, siteTitle?: string): string | null {
  const title = DomUtils.findOne(byName('title'), doc.children);
  if (!title) return null;
  let text = clean(DomUtils.textContent(title));
  if (siteTitle && text.endsWith(` | ${siteTitle}`)) text = text.slice(0, -` | ${siteTitle}`.length);
  return text || null;
}

/** Crawls one page. Pure: HTML in, records out. */
export function crawlPage(html: string, options: CrawlOptions): CrawlResult {
  const doc = parseDocument(html);
  if (DomUtils.findOne(el => el.name === 'meta' && el.attribs['http-equiv']?.toLowerCase() === 'refresh', doc.children)) {
    return { skipped: 'redirect', url: options.url };
  }
  if (/noindex/i.test(meta(doc, 'robots') ?? '')) return { skipped: 'noindex', url: options.url };

  const canonical = DomUtils.findOne(el => el.name === 'link' && el.attribs.rel === 'canonical', doc.children)?.attribs.href;
  const url = (canonical && /^https?:\/\//.test(canonical) ? canonical : meta(doc, 'og:url')) || options.url;
  const language = meta(doc, 'docsearch:language') ?? meta(doc, 'docusaurus_locale') ?? 'en';
  const tag = meta(doc, 'docsearch:docusaurus_tag') ?? meta(doc, 'docusaurus_tag') ?? 'default';
  const docsTag = parseDocsTag(tag);

  const main =
    (docsTag && DomUtils.findOne(byName('article'), doc.children)) ||
    DomUtils.findOne(el => el.attribs.id === '__docusaurus_skipToContent_fallback', doc.children) ||
    DomUtils.findOne(byName('main'), doc.children);
  if (!main) return { skipped: 'empty', url };

  const sections = { ...DEFAULT_SECTIONS, ...options.sectionLabels };
  let lvl0: string;
  if (docsTag) {
    const section = sections[docsTag.pluginId] ?? docsTag.pluginId;
    const category = categoryOf(doc);
    lvl0 = category ? (docsTag.pluginId === 'default' ? category : `${section}: ${category}`) : section;
  } else {
    lvl0 = options.pagesLabel ?? 'Pages';
  }

  const h1 = DomUtils.findOne(byName('h1'), main.children);
  const title = (h1 && clean(textOf(h1, false))) || titleFromHead(doc, options.siteTitle);
  if (!title) return { skipped: 'empty', url };
  if (/^page not found$/i.test(title) && !docsTag) return { skipped: 'not-found', url };

  const pageUrl = url.split('#')[0];
  const writer = pageRecordWriter(pageUrl, lvl0, title, language, tag);

  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node) || isSkipped(node)) continue;
      const heading = HEADING.exec(node.name);
      if (heading) {
        const level = Number(heading[1]);
        if (level === 1) continue; // the title, already recorded
        const text = clean(textOf(node, false));
        if (!text) continue;
        writer.heading(level, text, node.attribs.id || null);
        continue;
      }
      if (CONTENT_TAGS.has(node.name)) {
        const text = clean(textOf(node, true));
        if (text && /[\p{L}\p{N}]/u.test(text)) {
          writer.content(text.length > MAX_CONTENT ? `${text.slice(0, MAX_CONTENT).replace(/\s\S*$/, '')} …` : text);
        }
      }
      walk(node.children);
    }
  };
  walk(main.children);
  return { url: pageUrl, language, tag, records: writer.records() };
}
