/**
 * Runtime error stacks in the reader's terms. The frame evaluates sucrase's output with
 * `new Function(...)` under the name `App.tsx`, so a stack names positions in the *transpiled*
 * text, shifted by the lines the Function constructor puts before the body, and every frame
 * inside React or a kit points into a minified runtime script. This module turns the former
 * back into positions in the editor (through sucrase's source map) and folds the latter into
 * one line per run of frames.
 *
 * It lives under src/sandbox/frame/ so the frame runtime's build hash covers it.
 */

/** One decoded source-map segment: generated column, then the original line and column (all 0-based). */
type Segment = [generatedColumn: number, sourceLine: number, sourceColumn: number];

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes the base64 VLQ numbers of one segment. */
function decodeVlq(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = base64.indexOf(char);
    if (digit < 0) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The `mappings` of a version 3 source map with one source, per generated line. Positions in
 * the map are deltas from the previous segment (the generated column restarts on each line).
 */
export function decodeMappings(mappings: string): Segment[][] {
  let sourceLine = 0;
  let sourceColumn = 0;
  return mappings.split(';').map(line => {
    let generatedColumn = 0;
    const segments: Segment[] = [];
    for (const part of line.split(',')) {
      if (!part) continue;
      const [column = 0, , lineDelta, columnDelta] = decodeVlq(part);
      generatedColumn += column;
      if (lineDelta === undefined || columnDelta === undefined) continue; // a segment with no source
      sourceLine += lineDelta;
      sourceColumn += columnDelta;
      segments.push([generatedColumn, sourceLine, sourceColumn]);
    }
    return segments;
  });
}

export interface Position {
  /** 1-based, as stacks and editors count lines. */
  line: number;
  /** 1-based. */
  column: number;
}

/**
 * Where a 1-based position in the transpiled code came from: the segment at or before the
 * column on that line. Without a segment the line is kept (sucrase keeps every line where it is).
 */
export function originalPosition(lines: Segment[][], generated: Position): Position {
  const segments = lines[generated.line - 1] ?? [];
  let found: Segment | undefined;
  for (const segment of segments) {
    if (segment[0] <= generated.column - 1) found = segment;
    else break;
  }
  if (!found) return generated;
  return { line: found[1] + 1, column: found[2] + 1 + (generated.column - 1 - found[0]) };
}

export interface StackContext {
  /** The name the evaluated code carries (its `//# sourceURL`). */
  fileName: string;
  /** The name to show the reader instead (the editor's file), if different. */
  displayName?: string;
  /** Lines the evaluator put before the transpiled code (the Function constructor's header). */
  lineOffset: number;
  /** The transpiled code's decoded source map, if there is one. */
  mappings?: Segment[][];
}

/** Maps a position the stack reports (in the evaluated text) to one in the reader's code. */
export function readerPosition(reported: Position, context: StackContext): Position | undefined {
  const line = reported.line - context.lineOffset;
  if (line < 1) return undefined;
  const transpiled = { line, column: reported.column };
  return context.mappings ? originalPosition(context.mappings, transpiled) : transpiled;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A stack frame line (V8's "    at ..." or Firefox/Safari's "name@url:line:column"). */
const isFrameLine = (line: string) => /^\s*at\s/.test(line) || /@\S*:\d+:\d+\s*$/.test(line);

/**
 * The stack with the reader's positions rewritten and each run of other frames (React, the kits,
 * the sandbox itself: minified, so their positions mean nothing to a reader) folded into one line.
 * Lines that are not frames (the message, "Component stack:") are kept as they are.
 */
export function readerStack(stack: string, context: StackContext): string {
  const position = new RegExp(`${escapeRegExp(context.fileName)}:(\\d+):(\\d+)`, 'g');
  const shownName = context.displayName ?? context.fileName;
  const out: string[] = [];
  let folded = 0;
  const flush = () => {
    if (folded) out.push(`    … ${folded} ${folded === 1 ? 'frame' : 'frames'} in React and the sandbox runtime`);
    folded = 0;
  };
  for (const line of stack.split('\n')) {
    if (!isFrameLine(line)) {
      flush();
      out.push(line);
      continue;
    }
    if (!line.includes(`${context.fileName}:`)) {
      folded += 1;
      continue;
    }
    flush();
    out.push(
      line.replace(position, (whole, reportedLine: string, reportedColumn: string) => {
        const mapped = readerPosition({ line: Number(reportedLine), column: Number(reportedColumn) }, context);
        return mapped ? `${shownName}:${mapped.line}:${mapped.column}` : whole;
      })
    );
  }
  flush();
  return out.join('\n');
}

/** The first position in the reader's code a stack names (where the error was thrown, usually). */
export function firstReaderPosition(stack: string, context: StackContext): Position | undefined {
  const match = new RegExp(`${escapeRegExp(context.fileName)}:(\\d+):(\\d+)`).exec(stack);
  return match ? readerPosition({ line: Number(match[1]), column: Number(match[2]) }, context) : undefined;
}

/**
 * How many lines `new Function(...)` puts before its body in this browser (V8 and SpiderMonkey: 2,
 * "function anonymous(...\n) {\n"), measured rather than assumed.
 */
export function measureFunctionLineOffset(): number {
  try {
    new Function('throw new Error("probe")\n//# sourceURL=rqb-sandbox-probe.js')();
  } catch (error) {
    const match = /rqb-sandbox-probe\.js:(\d+):\d+/.exec((error as Error).stack ?? '');
    if (match) return Number(match[1]) - 1;
  }
  return 2;
}

/**
 * The run whose code a stack passes through, when each run's code carries its own name
 * (`App.tsx?run=<id>`): an error thrown later by an older run's timer or handler can then be told
 * from one of the code on screen.
 */
export function runIdInStack(stack: string, baseName: string): number | undefined {
  const match = new RegExp(`${escapeRegExp(baseName)}\\?run=(\\d+):\\d+:\\d+`).exec(stack);
  return match ? Number(match[1]) : undefined;
}
