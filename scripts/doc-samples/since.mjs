// The "since v8" marker of the version-7 docs, which document both 7.x and 8.x.
//
// A ts/tsx sample in `versioned_docs/version-7` must typecheck against 8.24.1 and, unless it is
// marked, against 7.7.1 too. A sample that needs 8.x carries the word `since=v8` in its fence meta
// (```tsx title="App.tsx" since=v8) and sits under a `:::info[Since v8]` (or `:::info Since v8`)
// note: one that opens after the last heading above the sample, or encloses it, or a page-level
// note before the page's first heading.
//
// A sample that imports a package that exists only for 8.x (`v8OnlyPackages`) needs 8.x even when
// its types happen to compile against 7.7.1, so it is judged as not compiling there.

/** Companion packages with no 7.x release: @react-querybuilder/datetime first shipped with 8.1. */
export const v8OnlyPackages = ['@react-querybuilder/datetime'];

/** Whether a sample imports a package that has no 7.x release. */
export function importsV8OnlyPackage(code) {
  return v8OnlyPackages.some((name) => new RegExp(`from\\s+['"]${name}(?:/[^'"]*)?['"]`).test(code));
}

const sincePattern = /(?:^|\s)since=(v\d+)(?=\s|$)/;
const headingPattern = /^#{1,6}\s/;
const sinceNotePattern = /^:::+\s*info\s*(?:\[\s*Since v8\s*\]|Since v8\b)/i;

/** The version a sample's fence meta marks it as needing (`'v8'`), or null. */
export function sinceMarker(meta) {
  const match = sincePattern.exec(meta ?? '');
  return match ? match[1] : null;
}

/**
 * Whether a ":::info Since v8" note opens between the last heading above `line` (1-based, the
 * fence line) and the sample.
 */
export function hasSinceV8Note(mdx, line) {
  const lines = mdx.split('\n');
  let inFence = false;
  let fence = '';
  let found = false;
  let pageLevel = false;
  let seenHeading = false;
  for (let i = 0; i < line - 1 && i < lines.length; i += 1) {
    const text = lines[i];
    const fenceMatch = /^(```+|~~~+)/.exec(text);
    if (fenceMatch) {
      if (!inFence) {
        inFence = true;
        fence = fenceMatch[1];
      } else if (text.trim() === fence || text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') {
        inFence = false;
      }
      continue;
    }
    if (inFence) continue;
    if (headingPattern.test(text)) {
      found = false;
      seenHeading = true;
    } else if (sinceNotePattern.test(text.trim())) {
      found = true;
      if (!seenHeading) pageLevel = true;
    }
  }
  return found || pageLevel;
}

/**
 * What the 7.x check says about one sample: null when it is right, else the problem.
 * @param {{ marker: string | null, compilesOn7: boolean, hasNote: boolean }} sample
 */
export function judgeOn7({ marker, compilesOn7, hasNote }) {
  if (marker !== null && marker !== 'v8') return `unknown marker since=${marker} (only since=v8 is known)`;
  if (marker === null) return compilesOn7 ? null : 'does not compile on 7.7.1: mark it since=v8 and put it under a ":::info[Since v8]" note';
  if (compilesOn7) return 'is marked since=v8 but compiles on 7.7.1: remove the marker';
  if (!hasNote) return 'is marked since=v8 but no ":::info[Since v8]" note stands above it in its section';
  return null;
}
