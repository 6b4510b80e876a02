/**
 * DocSearch-shaped records and the compact shard files they travel in.
 *
 * A record is what the Algolia DocSearch crawler would store for one heading or paragraph. The
 * build writes one shard per facet combination (language + `docusaurus_tag`); the browser expands
 * a shard back into exactly the records the build produced (objectIDs included).
 */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';
export type Hierarchy = Record<Level, string | null>;

export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL, with `#anchor` when the record sits under a heading that has an id. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  /** The paragraph text for `content` records; null for headings. */
  content: string | null;
  hierarchy: Hierarchy;
  language: string;
  docusaurus_tag: string;
  /** Rank inside the page (0 = title), kept for Algolia's custom ranking. */
  weight: { level: number; position: number };
}

/** `[url, lvl0, lvl1]` */
type ShardPage = [string, string, string];
/** `[page index, anchor or "", lvl2..lvl6 with trailing nulls dropped]` */
type ShardSection = [number, string, (string | null)[]];
/** `[section index, level (1-6 = heading level, 0 = content), content text]` */
type ShardRecord = [number, number] | [number, number, string];

export interface Shard {
  format: 1;
  language: string;
  tag: string;
  pages: ShardPage[];
  sections: ShardSection[];
  records: ShardRecord[];
}

export interface ShardManifestEntry {
  language: string;
  tag: string;
  /** File name relative to the manifest. */
  file: string;
  records: number;
  bytes: number;
}

export interface ShardManifest {
  format: 1;
  shards: ShardManifestEntry[];
}

/** 32-bit FNV-1a as 8 hex digits: short, stable objectIDs without a crypto dependency in the browser. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The type of a record from its heading level (0 = content). */
export function recordType(level: number): RecordType {
  return level === 0 ? 'content' : (`lvl${level}` as RecordType);
}

/**
 * A record's objectID: its page URL's hash and its position in the page. Cheap to derive in the
 * browser for the few records a response shows, and unique within an index.
 */
export function objectId(pageUrl: string, position: number): string {
  return `${hash(pageUrl)}-${position}`;
}

/** Gives every record of one page its objectID (records in page order). */
export function assignObjectIds(records: Omit<DocSearchRecord, 'objectID'>[]): DocSearchRecord[] {
  return records.map(record => ({ objectID: objectId(record.url_without_anchor, record.weight.position), ...record }));
}

/**
 * Writes one page's records in page order, the way the crawler reads a page: the title's record first,
 * then `heading` for each heading (it sets the anchor and the hierarchy from its level down) and
 * `content` for each block of text, which belongs to the heading before it.
 */
export function pageRecordWriter(pageUrl: string, lvl0: string, title: string, language: string, tag: string) {
  const hierarchy: Hierarchy = { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  const records: Omit<DocSearchRecord, 'objectID'>[] = [];
  const push = (level: number, content: string | null) =>
    records.push({
      url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
      url_without_anchor: pageUrl,
      anchor,
      type: recordType(level),
      content,
      hierarchy: { ...hierarchy },
      language,
      docusaurus_tag: tag,
      weight: { level: levelWeight(level), position: records.length },
    });
  push(1, null);
  return {
    heading(level: number, text: string, id: string | null) {
      for (let l = level; l <= 6; l++) hierarchy[LEVELS[l]] = null;
      hierarchy[LEVELS[level]] = text;
      anchor = id;
      push(level, null);
    },
    content(text: string) {
      push(0, text);
    },
    /** The records so far, with their objectIDs. */
    records: () => assignObjectIds(records),
  };
}

/** Packs the records of one tag into a shard (they must all share language and tag). */
export function encodeShard(records: DocSearchRecord[]): Shard {
  if (records.length === 0) throw new Error('encodeShard needs at least one record');
  const { language, docusaurus_tag: tag } = records[0];
  const shard: Shard = { format: 1, language, tag, pages: [], sections: [], records: [] };
  const pageIndex = new Map<string, number>();
  const sectionIndex = new Map<string, number>();
  for (const record of records) {
    if (record.language !== language || record.docusaurus_tag !== tag) {
      throw new Error(`Record ${record.url} is not in shard ${language}/${tag}`);
    }
    const { hierarchy: h } = record;
    const pageKey = JSON.stringify([record.url_without_anchor, h.lvl0, h.lvl1]);
    let page = pageIndex.get(pageKey);
    if (page === undefined) {
      page = shard.pages.push([record.url_without_anchor, h.lvl0 ?? '', h.lvl1 ?? '']) - 1;
      pageIndex.set(pageKey, page);
    }
    const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6];
    while (headings.length > 0 && headings[headings.length - 1] === null) headings.pop();
    const sectionKey = JSON.stringify([page, record.anchor ?? '', headings]);
    let section = sectionIndex.get(sectionKey);
    if (section === undefined) {
      section = shard.sections.push([page, record.anchor ?? '', headings]) - 1;
      sectionIndex.set(sectionKey, section);
    }
    const level = record.type === 'content' ? 0 : Number(record.type.slice(3));
    shard.records.push(record.content === null ? [section, level] : [section, level, record.content]);
  }
  return shard;
}

/** Position of each record inside its page (records of a page are consecutive). */
export function pagePositions(shard: Shard): Uint32Array {
  const positions = new Uint32Array(shard.records.length);
  let page = -1;
  let position = 0;
  shard.records.forEach(([section], i) => {
    const recordPage = shard.sections[section][0];
    position = recordPage === page ? position + 1 : 0;
    page = recordPage;
    positions[i] = position;
  });
  return positions;
}

/** Expands one record of a shard; `position` comes from `pagePositions`. */
export function shardRecord(shard: Shard, index: number, position: number): DocSearchRecord {
  const [sectionIndex, level, content] = shard.records[index];
  const [page, anchor, headings] = shard.sections[sectionIndex];
  const [url, lvl0, lvl1] = shard.pages[page];
  return {
    objectID: objectId(url, position),
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor: anchor || null,
    type: recordType(level),
    content: content ?? null,
    hierarchy: shardHierarchy(lvl0, lvl1, headings),
    language: shard.language,
    docusaurus_tag: shard.tag,
    weight: { level: levelWeight(level), position },
  };
}

/** The hierarchy of a shard's section: its page's lvl0 and lvl1 (empty: none), then its headings as lvl2 to lvl6. */
export function shardHierarchy(lvl0: string, lvl1: string, headings: (string | null)[]): Hierarchy {
  return {
    lvl0: lvl0 || null,
    lvl1: lvl1 || null,
    lvl2: headings[0] ?? null,
    lvl3: headings[1] ?? null,
    lvl4: headings[2] ?? null,
    lvl5: headings[3] ?? null,
    lvl6: headings[4] ?? null,
  };
}

/** Throws on a shard this code cannot read. */
export function checkShard(shard: Shard): Shard {
  if (shard?.format !== 1) throw new Error(`Unknown search shard format ${String(shard?.format)}`);
  return shard;
}

/** Expands a shard into the records it was made from. */
export function decodeShard(shard: Shard): DocSearchRecord[] {
  checkShard(shard);
  const positions = pagePositions(shard);
  return shard.records.map((_, i) => shardRecord(shard, i, positions[i]));
}

/** DocSearch's level weight: the page title ranks highest, paragraphs lowest. */
export function levelWeight(level: number): number {
  return level === 0 ? 0 : 100 - (level - 1) * 10;
}
