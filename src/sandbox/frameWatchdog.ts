/**
 * Notices when the preview frame stops answering (say, an endless loop in the visitor's code)
 * so the page can replace it. The frame runs in its own process in Chromium, so the page stays
 * responsive while the frame is stuck; without this the preview would stay frozen for good.
 */

export interface WatchdogOptions {
  /** Posts a ping carrying `pingId` to the frame. */
  sendPing: (pingId: number) => void;
  /** Called once when no pong has come back for `timeoutMs`. */
  onUnresponsive: () => void;
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface FrameWatchdog {
  /** Record a pong from the frame. */
  pong: (pingId: number) => void;
  stop: () => void;
}

export const defaultPingIntervalMs = 1000;
export const defaultUnresponsiveMs = 4000;

export function startFrameWatchdog({
  sendPing,
  onUnresponsive,
  intervalMs = defaultPingIntervalMs,
  timeoutMs = defaultUnresponsiveMs,
  now = Date.now,
  setInterval: schedule = (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: cancel = handle => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
}: WatchdogOptions): FrameWatchdog {
  let nextPingId = 1;
  let lastAnswer = now();
  let stopped = false;

  const handle = schedule(() => {
    if (stopped) return;
    if (now() - lastAnswer >= timeoutMs) {
      stop();
      onUnresponsive();
      return;
    }
    sendPing(nextPingId++);
  }, intervalMs);

  function stop() {
    stopped = true;
    cancel(handle);
  }

  return {
    pong: pingId => {
      // Only an answer to a ping sent by this watchdog counts.
      if (pingId > 0 && pingId < nextPingId) lastAnswer = now();
    },
    stop,
  };
}
