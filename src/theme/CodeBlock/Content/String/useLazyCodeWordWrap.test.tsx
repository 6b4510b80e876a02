// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLazyCodeWordWrap } from './useLazyCodeWordWrap';

/** A <pre><code> whose widths are given (happy-dom lays nothing out). */
function block(scrollWidth: number, clientWidth: number) {
  const pre = document.createElement('pre');
  pre.appendChild(document.createElement('code')).textContent = 'const a = 1;';
  Object.defineProperty(pre, 'scrollWidth', { configurable: true, get: () => scrollWidth });
  Object.defineProperty(pre, 'clientWidth', { configurable: true, get: () => clientWidth });
  document.body.appendChild(pre);
  return pre;
}

function mount(pre: HTMLPreElement) {
  let renders = 0;
  const hook = renderHook(() => {
    renders++;
    const wordWrap = useLazyCodeWordWrap();
    (wordWrap.codeBlockRef as { current: HTMLPreElement | null }).current = pre;
    return wordWrap;
  });
  return { ...hook, renders: () => renders };
}

describe('CodeBlock word wrap, measured when the buttons mount', () => {
  it('renders once as it mounts: no measure, no state change, nothing scrollable yet', () => {
    const { result, renders } = mount(block(900, 300));
    expect(renders()).toBe(1);
    expect(result.current.isCodeScrollable).toBe(false);
    expect(result.current.isEnabled).toBe(false);
  });

  it('measure() finds a block wider than its box scrollable, and a narrow one not', () => {
    const wide = mount(block(900, 300));
    act(() => wide.result.current.measure());
    expect(wide.result.current.isCodeScrollable).toBe(true);
    const narrow = mount(block(300, 300));
    act(() => narrow.result.current.measure());
    expect(narrow.result.current.isCodeScrollable).toBe(false);
  });

  it('toggle() wraps the code as the theme does, and the button stays (the code has a style)', () => {
    const pre = block(900, 300);
    const { result } = mount(pre);
    act(() => result.current.measure());
    act(() => result.current.toggle());
    const code = pre.querySelector('code')!;
    expect(result.current.isEnabled).toBe(true);
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    Object.defineProperty(pre, 'scrollWidth', { get: () => 300 });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(result.current.isCodeScrollable).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(false);
    expect(code.hasAttribute('style')).toBe(false);
  });

  it('follows window resizes once measuring, not before', () => {
    const pre = block(300, 300);
    const { result } = mount(pre);
    Object.defineProperty(pre, 'scrollWidth', { configurable: true, get: () => 900 });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(result.current.isCodeScrollable).toBe(false);
    act(() => result.current.measure());
    Object.defineProperty(pre, 'scrollWidth', { configurable: true, get: () => 200 });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(result.current.isCodeScrollable).toBe(false);
    Object.defineProperty(pre, 'scrollWidth', { configurable: true, get: () => 900 });
    act(() => window.dispatchEvent(new Event('resize')));
    expect(result.current.isCodeScrollable).toBe(true);
  });

  it('measures again when the hidden tab panel it sits in is shown', async () => {
    const panel = document.createElement('div');
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('hidden', '');
    document.body.appendChild(panel);
    const pre = block(0, 0);
    panel.appendChild(pre);
    const { result } = mount(pre);
    act(() => result.current.measure());
    expect(result.current.isCodeScrollable).toBe(false);
    Object.defineProperty(pre, 'scrollWidth', { configurable: true, get: () => 900 });
    Object.defineProperty(pre, 'clientWidth', { configurable: true, get: () => 300 });
    await act(async () => {
      panel.removeAttribute('hidden');
      await new Promise(resolve => setTimeout(resolve, 10));
    });
    expect(result.current.isCodeScrollable).toBe(true);
  });

  it('returns the same object while its state is unchanged, so the block context does not change', () => {
    const { result, rerender } = mount(block(300, 300));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
