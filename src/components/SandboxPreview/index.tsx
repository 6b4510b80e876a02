import { useCallback, useEffect, useReducer, useRef } from 'react';
import clsx from 'clsx';
import {
  isFrameMessage,
  type ColorMode,
  type ParentToFrame,
  type SandboxError,
} from '@site/src/sandbox/frameProtocol';
import { startFrameWatchdog, type FrameWatchdog } from '@site/src/sandbox/frameWatchdog';
import { initialPreviewState, previewReducer, type PreviewStatus } from '@site/src/sandbox/previewState';
import styles from './styles.module.css';

export type { PreviewStatus };

export interface SandboxPreviewProps {
  /** URL of the frame page the sandbox-runtime plugin built. */
  frameUrl: string;
  /** The code to run; each new value runs once. */
  code: string;
  colorMode: ColorMode;
  /** Reports the latest outcome (for the page's status line and the editor's error jump). */
  onStatus?: (status: PreviewStatus, error?: SandboxError) => void;
  /** Moves the editor's cursor to the line an error names. */
  onShowErrorInEditor?: (line: number, column: number) => void;
}

const errorTitles: Record<SandboxError['kind'], string> = {
  syntax: 'Syntax error',
  import: 'Import error',
  runtime: 'Runtime error',
};

/**
 * The preview: an iframe with `sandbox="allow-scripts"` and no `allow-same-origin`, so the
 * visitor's code runs in an opaque origin and cannot reach the site's storage, cookies or DOM.
 * Code goes in with postMessage; results come back the same way. A watchdog replaces the
 * frame when it stops answering pings (an endless loop), and that code is not run again.
 * What to run and what to show is decided by src/sandbox/previewState.ts; this component
 * carries it out (posting runs, timing held-back errors, replacing the frame).
 */
export default function SandboxPreview({ frameUrl, code, colorMode, onStatus, onShowErrorInEditor }: SandboxPreviewProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const watchdogRef = useRef<FrameWatchdog | null>(null);
  const [state, dispatch] = useReducer(previewReducer, initialPreviewState);
  const { frameKey, ready, status, error, run, pendingError } = state;

  const post = useCallback((message: ParentToFrame) => {
    // '*' because the frame's origin is opaque ("null"); the message is the visitor's own code.
    frameRef.current?.contentWindow?.postMessage(message, '*');
  }, []);

  // Messages from this frame only (checked by source, since every opaque origin reads "null").
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || !isFrameMessage(event.data)) return;
      const message = event.data;
      switch (message.type) {
        case 'rqb-sandbox:ready':
          dispatch({ type: 'frame-ready', now: Date.now() });
          break;
        case 'rqb-sandbox:pong':
          watchdogRef.current?.pong(message.pingId);
          break;
        case 'rqb-sandbox:loading':
        case 'rqb-sandbox:rendered':
          dispatch({ type: message.type === 'rqb-sandbox:loading' ? 'loading' : 'rendered', runId: message.runId });
          break;
        case 'rqb-sandbox:error':
          dispatch({ type: 'error', runId: message.runId, error: message.error, now: Date.now() });
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  // The page debounces typing; each settled text is offered to the state machine, which runs it once.
  useEffect(() => {
    dispatch({ type: 'code', code, colorMode, now: Date.now() });
    // The colour mode only travels with a run; a change on its own is posted below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  useEffect(() => {
    if (run) post({ type: 'rqb-sandbox:run', runId: run.runId, code: run.code, colorMode: run.colorMode });
  }, [run, post]);

  useEffect(() => {
    if (ready) post({ type: 'rqb-sandbox:color-mode', colorMode });
  }, [colorMode, ready, post]);

  useEffect(() => {
    if (!pendingError) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'error-settled', runId: pendingError.runId }), pendingError.delayMs);
    return () => clearTimeout(timer);
  }, [pendingError]);

  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;
  useEffect(() => onStatusRef.current?.(status, error), [status, error]);

  // The watchdog starts once the frame is up, so loading the runtime never counts as hanging.
  useEffect(() => {
    if (!ready) return undefined;
    const watchdog = startFrameWatchdog({
      sendPing: pingId => post({ type: 'rqb-sandbox:ping', pingId }),
      onUnresponsive: () => dispatch({ type: 'unresponsive' }),
    });
    watchdogRef.current = watchdog;
    return () => watchdog.stop();
  }, [ready, post]);

  return (
    <div className={styles.preview}>
      <iframe
        key={frameKey}
        ref={frameRef}
        src={frameUrl}
        title="Preview of the sandbox code"
        sandbox="allow-scripts"
        className={styles.frame}
        data-testid="sandbox-frame"
      />
      {status === 'starting' ? <div className={styles.overlay}>Starting the preview…</div> : null}
      <div className={styles.messages} role="status" aria-live="polite" data-testid="sandbox-status">
        {status === 'restarted' ? (
          <div className={clsx('alert alert--warning', styles.message)}>
            The preview stopped responding for 4 seconds (an endless loop?), so it was restarted. Edit the code to run
            it again.
          </div>
        ) : null}
        {status === 'error' && error ? (
          <div className={clsx('alert alert--danger', styles.message)} data-testid="sandbox-error">
            <strong>
              {errorTitles[error.kind]}
              {error.line ? ` (line ${error.line}, column ${error.column})` : ''}
            </strong>
            <pre className={styles.errorText}>{error.message}</pre>
            {error.kind === 'syntax' || error.line ? (
              <p className={styles.hint}>
                {error.kind === 'syntax' ? 'The preview shows the last code that ran. ' : null}
                {error.line && onShowErrorInEditor ? (
                  <button
                    type="button"
                    className="button button--sm button--outline button--danger"
                    onClick={() => onShowErrorInEditor(error.line!, error.column ?? 1)}>
                    Go to line {error.line}
                  </button>
                ) : null}
              </p>
            ) : null}
            {error.stack ? (
              <details>
                <summary>Stack trace</summary>
                <pre className={styles.errorText}>{error.stack}</pre>
              </details>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
