// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyKey, holdTypeaheadForSearch, opensSearch, TYPEAHEAD_TIMEOUT_MS, type KeyLike } from './typeahead';

const key = (k: string, extra: Partial<KeyLike> = {}): KeyLike => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inTextField: false,
  ...extra,
});

describe('the shortcuts and keys', () => {
  it('opens on Ctrl+K, Cmd+K, and / outside text fields', () => {
    expect(opensSearch(key('k', { ctrlKey: true }))).toBe(true);
    expect(opensSearch(key('K', { metaKey: true }))).toBe(true);
    expect(opensSearch(key('/'))).toBe(true);
    expect(opensSearch(key('/', { inTextField: true }))).toBe(false);
    expect(opensSearch(key('k'))).toBe(false);
  });

  it('holds printable keys, deletes on Backspace, lets the rest through', () => {
    expect(applyKey('ab', key('c'))).toBe('abc');
    expect(applyKey('ab', key('Backspace'))).toBe('a');
    expect(applyKey('ab', key('Enter'))).toBeNull();
    expect(applyKey('ab', key('a', { ctrlKey: true }))).toBeNull();
  });
});

describe('holding keys until the modal is there', () => {
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'Date', 'setTimeout'] });
    stop = holdTypeaheadForSearch(window);
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  const press = (k: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };
  const openModal = () => {
    const input = document.createElement('input');
    input.className = 'DocSearch-Input';
    document.body.append(input);
    return input;
  };

  it('writes what was typed after Ctrl+K into the input when it appears, as an input event', () => {
    press('k', { ctrlKey: true });
    expect(press('f').defaultPrevented).toBe(true);
    press('i');
    press('x');
    press('Backspace');
    const input = openModal();
    const typed: string[] = [];
    input.addEventListener('input', () => typed.push(input.value));
    vi.advanceTimersToNextFrame();
    expect(input.value).toBe('fi');
    expect(typed).toEqual(['fi']);
  });

  it('lets keys through once the input is there', () => {
    const input = openModal();
    press('k', { ctrlKey: true });
    expect(press('f', {}, input).defaultPrevented).toBe(false);
  });

  it('does not hold keys after / typed in a text field', () => {
    const field = document.createElement('textarea');
    document.body.append(field);
    press('/', {}, field);
    expect(press('a', {}, field).defaultPrevented).toBe(false);
  });

  it('stops holding on Escape', () => {
    press('k', { ctrlKey: true });
    press('Escape');
    expect(press('a').defaultPrevented).toBe(false);
  });

  it('gives up when the modal never comes', () => {
    press('k', { ctrlKey: true });
    vi.advanceTimersByTime(TYPEAHEAD_TIMEOUT_MS + 100);
    expect(press('a').defaultPrevented).toBe(false);
  });
});
