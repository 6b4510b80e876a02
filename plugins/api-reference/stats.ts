/** What one generation produced; written to api/.generation.json and read by tests and bench. */
export interface GenerationStats {
  cacheKey: string;
  generatedAt: string;
  /** Wall time of the whole generation, in seconds. */
  seconds: number;
  /** Of which: building the shared TypeScript program. */
  programSeconds: number;
  /** Pages for individual items (index pages not counted). */
  pages: number;
  /** Top-level items TypeDoc converted, over all entry points (re-export references not counted). */
  exportedSymbols: number;
  unresolvedLinks: number;
  /** What those `{@link}`s pointed at, as written in the comments. */
  unresolvedLinkTargets: string[];
  /** `sharedWith`: an entry point listed on one page, its items linked to that package's pages. */
  pageSets: Array<{ outDir: string; exportedSymbols: number; pages: number; sharedWith?: string }>;
}

/** The page count may differ from the item count by this share before generation fails. */
export const pageCountTolerance = 0.1;

export function pageCountWithinTolerance(pages: number, exportedSymbols: number, tolerance = pageCountTolerance): boolean {
  if (exportedSymbols === 0) return false;
  return Math.abs(pages - exportedSymbols) <= exportedSymbols * tolerance;
}

/**
 * Fails generation when pages went missing (a router change writing several items to one file,
 * a kind the sidebar does not know) or multiplied, instead of shipping a quietly broken reference.
 */
export function checkPageCount(stats: Pick<GenerationStats, 'pages' | 'exportedSymbols'>): void {
  if (!pageCountWithinTolerance(stats.pages, stats.exportedSymbols)) {
    throw new Error(
      `API reference: ${stats.pages} pages were generated for ${stats.exportedSymbols} exported items; ` +
        `they must be within ${pageCountTolerance * 100}% of each other.`
    );
  }
}
