import { describe, expect, it } from 'vitest';
import type { SandboxError } from './frameProtocol';
import { initialPreviewState, previewReducer, type PreviewEvent, type PreviewState } from './previewState';
import { errorSettleMs } from './runTiming';

const boom: SandboxError = { kind: 'runtime', message: 'Error: boom' };
const other: SandboxError = { kind: 'syntax', message: 'Unexpected token (1:1)', line: 1, column: 1 };

const apply = (events: PreviewEvent[], state: PreviewState = initialPreviewState) => events.reduce(previewReducer, state);
const code = (text: string, now = 0): PreviewEvent => ({ type: 'code', code: text, colorMode: 'light', now });
/** A ready frame that ran `text` (run 1) and rendered it. */
const rendered = (text = 'a') => apply([{ type: 'frame-ready', now: 0 }, code(text), { type: 'rendered', runId: 1 }]);

describe('previewReducer', () => {
  it('holds code until the frame is ready, then sends it as run 1', () => {
    const waiting = apply([code('a')]);
    expect(waiting.run).toBeUndefined();
    expect(waiting.status).toBe('starting');
    const sent = previewReducer(waiting, { type: 'frame-ready', now: 5 });
    expect(sent.run).toEqual({ runId: 1, code: 'a', colorMode: 'light' });
    expect(sent.status).toBe('running');
    expect(sent.sentAt).toBe(5);
  });

  it('sends each distinct text once', () => {
    const state = rendered('a');
    expect(previewReducer(state, code('a', 50)).run?.runId).toBe(1);
    expect(previewReducer(state, code('b', 50)).run).toEqual({ runId: 2, code: 'b', colorMode: 'light' });
  });

  it('marks the run ok when it renders, and ignores outcomes of older runs', () => {
    const state = apply([{ type: 'frame-ready', now: 0 }, code('a'), code('b')]);
    expect(previewReducer(state, { type: 'rendered', runId: 1 }).status).toBe('running');
    expect(previewReducer(state, { type: 'rendered', runId: 2 }).status).toBe('ok');
  });

  it('shows an error at once when its code has been left alone long enough', () => {
    const state = previewReducer(rendered(), { type: 'error', runId: 1, error: boom, now: errorSettleMs });
    expect(state).toMatchObject({ status: 'error', error: boom, pendingError: undefined });
  });

  it('holds back an error that arrives while the code is fresh, for the rest of the settle time', () => {
    const state = previewReducer(rendered(), { type: 'error', runId: 1, error: boom, now: 100 });
    expect(state.status).toBe('ok');
    expect(state.pendingError).toEqual({ runId: 1, error: boom, delayMs: errorSettleMs - 100 });
    expect(previewReducer(state, { type: 'error-settled', runId: 1 })).toMatchObject({ status: 'error', error: boom });
  });

  it('drops a held-back error when newer code is sent before it settles', () => {
    const held = previewReducer(rendered(), { type: 'error', runId: 1, error: boom, now: 100 });
    const next = previewReducer(held, code('b', 200));
    expect(next.pendingError).toBeUndefined();
    expect(previewReducer(next, { type: 'error-settled', runId: 1 }).status).toBe('running');
  });

  it('keeps a shown error while new code loads and clears it when that code renders', () => {
    const failed = previewReducer(rendered(), { type: 'error', runId: 1, error: boom, now: 1000 });
    const loading = apply([code('b', 2000), { type: 'loading', runId: 2 }], failed);
    expect(loading).toMatchObject({ status: 'error', error: boom });
    expect(previewReducer(loading, { type: 'rendered', runId: 2 })).toMatchObject({ status: 'ok', error: undefined });
  });

  it('replaces a shown error with the new run’s error', () => {
    const failed = previewReducer(rendered(), { type: 'error', runId: 1, error: boom, now: 1000 });
    const next = apply([code('b', 2000), { type: 'error', runId: 2, error: other, now: 2000 + errorSettleMs }], failed);
    expect(next).toMatchObject({ status: 'error', error: other });
  });

  it('replaces a hung frame and does not send it the code that hung until the code changes', () => {
    const hung = previewReducer(rendered('loop'), { type: 'unresponsive' });
    expect(hung).toMatchObject({ frameKey: 1, ready: false, status: 'restarted', hungCode: 'loop' });
    const readyAgain = previewReducer(hung, { type: 'frame-ready', now: 10 });
    expect(readyAgain.run?.runId).toBe(1);
    expect(readyAgain.status).toBe('restarted');
    const edited = previewReducer(readyAgain, code('fixed', 20));
    expect(edited.run).toEqual({ runId: 2, code: 'fixed', colorMode: 'light' });
    expect(edited.hungCode).toBeNull();
  });

  it('runs the wanted code in a restarted frame when it changed while the frame was down', () => {
    const hung = apply([{ type: 'unresponsive' }, code('fixed', 10)], rendered('loop'));
    expect(hung.run?.runId).toBe(1);
    expect(previewReducer(hung, { type: 'frame-ready', now: 20 }).run).toEqual({ runId: 2, code: 'fixed', colorMode: 'light' });
  });
});
