/**
 * For unit tests: an event target that records its listeners and dispatches to them, with the
 * event's `target` set to what the test names.
 */
export function fakeEventTarget() {
  const listeners = new Map<string, Set<(event: Event) => void>>();
  return {
    addEventListener: (type: string, listener: (event: Event) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: (event: Event) => void) => listeners.get(type)?.delete(listener),
    dispatch(type: string, target: unknown = null) {
      for (const listener of [...(listeners.get(type) ?? [])]) listener({ type, target } as unknown as Event);
    },
    /** How many listeners are registered, over every type. */
    count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
