/**
 * The sandbox preview's state machine: which frame is up, which code ran last, and what the page
 * shows about it. A plain reducer, so every rule about runs, errors and restarts is tested without
 * a browser; src/components/SandboxPreview carries out what the state asks for (posting the run,
 * timing a pending error, replacing the frame).
 *
 * The rules:
 * - Code runs once the frame is ready, and each distinct text runs once (the page debounces typing).
 * - Code that hung the previous frame is not sent to its replacement until it changes.
 * - An error waits until its code has settled (src/sandbox/runTiming.ts), so typing does not flash
 *   one on every keystroke; what was shown before stays until the new outcome is known, and a run
 *   that renders clears any error, shown or pending.
 */
import type { ColorMode, SandboxError } from './frameProtocol';
import { errorDisplayDelay } from './runTiming';

export type PreviewStatus = 'starting' | 'running' | 'ok' | 'error' | 'restarted';

export interface PreviewRun {
  runId: number;
  code: string;
  colorMode: ColorMode;
}

export interface PreviewState {
  /** Changes whenever the frame is replaced (the iframe's React key). */
  frameKey: number;
  /** The current frame has started and answers messages. */
  ready: boolean;
  status: PreviewStatus;
  /** The error the page shows (with status 'error'). */
  error?: SandboxError;
  /** The code the page wants to run and the colour mode to run it in. */
  wanted?: { code: string; colorMode: ColorMode };
  /** The last run sent to the frame: post it when its runId changes. */
  run?: PreviewRun;
  /** The code the current frame last ran (null for a new frame). */
  lastSent: string | null;
  /** When `run` was sent (ms). */
  sentAt: number;
  /** Code that hung the previous frame. */
  hungCode: string | null;
  /** An error of the current run waiting to be shown `delayMs` after it arrived. */
  pendingError?: { runId: number; error: SandboxError; delayMs: number };
}

export type PreviewEvent =
  | { type: 'code'; code: string; colorMode: ColorMode; now: number }
  | { type: 'frame-ready'; now: number }
  | { type: 'loading'; runId: number }
  | { type: 'rendered'; runId: number }
  | { type: 'error'; runId: number; error: SandboxError; now: number }
  | { type: 'error-settled'; runId: number }
  | { type: 'unresponsive' };

export const initialPreviewState: PreviewState = {
  frameKey: 0,
  ready: false,
  status: 'starting',
  sentAt: 0,
  lastSent: null,
  hungCode: null,
};

/** Sends the wanted code if the frame can take it and has not run it yet. */
function send(state: PreviewState, now: number): PreviewState {
  const { wanted } = state;
  if (!state.ready || !wanted || wanted.code === state.hungCode) return state;
  const next = { ...state, hungCode: null };
  if (wanted.code === state.lastSent) return next;
  return {
    ...next,
    lastSent: wanted.code,
    run: { runId: (state.run?.runId ?? 0) + 1, code: wanted.code, colorMode: wanted.colorMode },
    sentAt: now,
    pendingError: undefined,
    // The start-up overlay and the restart notice go; an error stays until the outcome is known.
    status: state.status === 'error' ? 'error' : 'running',
  };
}

const isCurrent = (state: PreviewState, runId: number) => state.run?.runId === runId;

export function previewReducer(state: PreviewState, event: PreviewEvent): PreviewState {
  switch (event.type) {
    case 'code':
      return send({ ...state, wanted: { code: event.code, colorMode: event.colorMode } }, event.now);
    case 'frame-ready':
      return send({ ...state, ready: true }, event.now);
    case 'loading':
      // The code parses; a shown error stays until this run's outcome replaces it.
      if (!isCurrent(state, event.runId) || state.status === 'error') return state;
      return { ...state, status: 'running' };
    case 'rendered':
      if (!isCurrent(state, event.runId)) return state;
      return { ...state, status: 'ok', error: undefined, pendingError: undefined };
    case 'error': {
      if (!isCurrent(state, event.runId)) return state;
      const delayMs = errorDisplayDelay(state.sentAt, event.now);
      if (delayMs === 0) return { ...state, status: 'error', error: event.error, pendingError: undefined };
      return { ...state, pendingError: { runId: event.runId, error: event.error, delayMs } };
    }
    case 'error-settled': {
      const pending = state.pendingError;
      if (!pending || pending.runId !== event.runId || !isCurrent(state, event.runId)) return state;
      return { ...state, status: 'error', error: pending.error, pendingError: undefined };
    }
    case 'unresponsive':
      return {
        ...state,
        frameKey: state.frameKey + 1,
        ready: false,
        status: 'restarted',
        error: undefined,
        pendingError: undefined,
        hungCode: state.lastSent,
        lastSent: null,
      };
  }
}
