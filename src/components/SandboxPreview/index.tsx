import { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import {
  isFrameMessage,
  type ColorMode,
  type ParentToFrame,
  type SandboxError,
} from '@site/src/sandbox/frameProtocol';
import { startFrameWatchdog, type FrameWatchdog } from '@site/src/sandbox/frameWatchdog';
import { errorDisplayDelay } from '@site/src/sandbox/runTiming';
import styles from './styles.module.css';

export type PreviewStatus = 'starting' | 'running' | 'ok' | 'error' | 'restarted';

export interface SandboxPreviewProps {
  /** URL of the frame page the sandbox-runtime plugin built. */
  frameUrl: string;
  /** The code to run; each new value runs once. */
  code: string;
  colorMode: ColorMode;
  /** Reports the latest outcome (for the page's status line and the editor's error jump). */
  onStatus?: (status: PreviewStatus, error?: SandboxError) => void;
  /** Moves the editor's cursor to a syntax error. */
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
 * An error waits until its code has settled (see src/sandbox/runTiming.ts), so typing does not
 * flash one on every keystroke; what was shown before stays until the new outcome is known.
 */
export default function SandboxPreview({ frameUrl, code, colorMode, onStatus, onShowErrorInEditor }: SandboxPreviewProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [frameKey, setFrameKey] = useState(0);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<PreviewStatus>('starting');
  const [error, setError] = useState<SandboxError>();
  const statusRef = useRef(status);
  statusRef.current = status;
  const runIdRef = useRef(0);
  /** When the current run was sent (Date.now()). */
  const sentAtRef = useRef(0);
  /** Shows the current run's error once its code has settled. */
  const errorTimerRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Code that hung the previous frame: not sent to its replacement until it changes. */
  const hungCodeRef = useRef<string | null>(null);
  const lastSentRef = useRef<string | null>(null);
  const colorModeRef = useRef(colorMode);
  colorModeRef.current = colorMode;
  const watchdogRef = useRef<FrameWatchdog | null>(null);
  const onStatusRef = useRef(onStatus);
  onStatusRef.current = onStatus;

  const report = useCallback((next: PreviewStatus, nextError?: SandboxError) => {
    clearTimeout(errorTimerRef.current);
    setStatus(next);
    setError(nextError);
    onStatusRef.current?.(next, nextError);
  }, []);

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
          setReady(true);
          break;
        case 'rqb-sandbox:pong':
          watchdogRef.current?.pong(message.pingId);
          break;
        case 'rqb-sandbox:loading':
          // The code parses; a shown error stays until this run's outcome replaces it.
          if (message.runId === runIdRef.current && statusRef.current !== 'error') report('running');
          break;
        case 'rqb-sandbox:rendered':
          if (message.runId === runIdRef.current) report('ok');
          break;
        case 'rqb-sandbox:error': {
          if (message.runId !== runIdRef.current) break;
          const delay = errorDisplayDelay(sentAtRef.current, Date.now());
          if (delay === 0) report('error', message.error);
          else {
            clearTimeout(errorTimerRef.current);
            const { runId, error: runError } = message;
            errorTimerRef.current = setTimeout(() => {
              if (runId === runIdRef.current) report('error', runError);
            }, delay);
          }
          break;
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(errorTimerRef.current);
    };
  }, [report]);

  // Run the code whenever it changes (the page debounces typing) or a new frame is ready.
  useEffect(() => {
    if (!ready || code === hungCodeRef.current) return;
    hungCodeRef.current = null;
    if (code === lastSentRef.current) return;
    lastSentRef.current = code;
    runIdRef.current += 1;
    sentAtRef.current = Date.now();
    clearTimeout(errorTimerRef.current);
    // The start-up overlay and the restart notice go; an error stays until the outcome is known.
    if (statusRef.current !== 'error') setStatus('running');
    post({ type: 'rqb-sandbox:run', runId: runIdRef.current, code, colorMode: colorModeRef.current });
  }, [code, ready, post]);

  useEffect(() => {
    if (ready) post({ type: 'rqb-sandbox:color-mode', colorMode });
  }, [colorMode, ready, post]);

  // The watchdog starts once the frame is up, so loading the runtime never counts as hanging.
  useEffect(() => {
    if (!ready) return;
    const watchdog = startFrameWatchdog({
      sendPing: pingId => post({ type: 'rqb-sandbox:ping', pingId }),
      onUnresponsive: () => {
        hungCodeRef.current = lastSentRef.current;
        lastSentRef.current = null;
        setReady(false);
        setFrameKey(key => key + 1);
        report('restarted');
      },
    });
    watchdogRef.current = watchdog;
    return () => watchdog.stop();
  }, [ready, post, report]);

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
            {error.kind === 'syntax' ? (
              <p className={styles.hint}>
                The preview shows the last code that ran.{' '}
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
