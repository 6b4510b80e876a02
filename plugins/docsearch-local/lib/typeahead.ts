/**
 * Keeps what a visitor types between the search shortcut and the modal's input appearing.
 *
 * The theme loads the search modal's code on intent (hover, focus, or the shortcut itself). A
 * visitor who presses Ctrl+K (or /) and types at once would otherwise lose the first characters to
 * the page while that code arrives. From the shortcut until the input shows, printable keys are
 * held back and then written into the input, where DocSearch sees them as typed.
 */

/** How long to wait for the modal before giving up and letting keys through again. */
export const TYPEAHEAD_TIMEOUT_MS = 4000;

const MODAL_INPUT = '.DocSearch-Input';

export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Whether the key was pressed in a text field, where the theme ignores "/". */
  inTextField: boolean;
}

/** The theme's shortcuts that open the modal: Ctrl/Cmd+K anywhere, "/" outside text fields. */
export function opensSearch(event: KeyLike): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.inTextField;
}

/** What a key does to the held-back text: append, delete one, or nothing (it passes through). */
export function applyKey(held: string, event: KeyLike): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (event.key === 'Backspace') return held.slice(0, -1);
  return event.key.length === 1 ? held + event.key : null;
}

function inTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Writes `text` into a React-controlled input so its change handler runs. */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Starts listening on `win`; returns the function that stops. */
export function holdTypeaheadForSearch(win: Window = window): () => void {
  const doc = win.document;
  let held: string | null = null;
  let deadline = 0;
  let frame = 0;

  const release = () => {
    held = null;
    win.cancelAnimationFrame(frame);
  };

  // Until the input is there: once it is, hand over what was held and stop.
  const watch = () => {
    const input = doc.querySelector<HTMLInputElement>(MODAL_INPUT);
    if (input) {
      if (held) typeInto(input, held);
      release();
    } else if (Date.now() > deadline) {
      release();
    } else {
      frame = win.requestAnimationFrame(watch);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const key: KeyLike = {
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      inTextField: inTextField(event.target),
    };
    if (held === null) {
      if (opensSearch(key) && !doc.querySelector(MODAL_INPUT)) {
        held = '';
        deadline = Date.now() + TYPEAHEAD_TIMEOUT_MS;
        frame = win.requestAnimationFrame(watch);
      }
      return;
    }
    if (doc.querySelector(MODAL_INPUT)) return watch();
    if (event.key === 'Escape') return release();
    const next = applyKey(held, key);
    if (next === null) return;
    held = next;
    event.preventDefault();
    event.stopPropagation();
  };

  // Capture phase, so the page never sees the held keys.
  win.addEventListener('keydown', onKeyDown, true);
  return () => {
    win.removeEventListener('keydown', onKeyDown, true);
    release();
  };
}
