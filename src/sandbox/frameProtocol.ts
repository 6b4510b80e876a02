/**
 * Messages between the sandbox page and its frame. The frame has an opaque origin (sandbox
 * without allow-same-origin), so both sides post with target origin '*' and check
 * `event.source` instead of `event.origin`; the messages carry only the visitor's own code.
 */

export type ColorMode = 'light' | 'dark';

export type ParentToFrame =
  | { type: 'rqb-sandbox:run'; runId: number; code: string; colorMode: ColorMode }
  | { type: 'rqb-sandbox:ping'; pingId: number }
  | { type: 'rqb-sandbox:color-mode'; colorMode: ColorMode };

export type SandboxErrorKind = 'syntax' | 'import' | 'runtime';

export interface SandboxError {
  kind: SandboxErrorKind;
  message: string;
  /** 1-based position in the editor's text: where a syntax error stops parsing, or where a runtime error was thrown. */
  line?: number;
  column?: number;
  /** For runtime errors: the stack, in the editor's lines, with frames outside the reader's code folded. */
  stack?: string;
}

export type FrameToParent =
  | { type: 'rqb-sandbox:ready' }
  | { type: 'rqb-sandbox:pong'; pingId: number }
  | { type: 'rqb-sandbox:loading'; runId: number }
  | { type: 'rqb-sandbox:rendered'; runId: number }
  | { type: 'rqb-sandbox:error'; runId: number; error: SandboxError };

const prefix = 'rqb-sandbox:';

export function isFrameMessage(data: unknown): data is FrameToParent {
  return typeof data === 'object' && data !== null && String((data as { type?: unknown }).type).startsWith(prefix);
}

export function isParentMessage(data: unknown): data is ParentToFrame {
  return isFrameMessage(data);
}

/**
 * Line and column of a sucrase syntax error. Sucrase ends the message with "(line:column)",
 * both counted from 1 (checked against sucrase 3.35: `(;` at the 12th character gives `(2:12)`).
 */
export function syntaxErrorPosition(message: string): { line: number; column: number } | undefined {
  const match = /\((\d+):(\d+)\)\s*$/.exec(message);
  return match ? { line: Number(match[1]), column: Number(match[2]) } : undefined;
}
