// For the hook claims of utils/hooks (8.24.1) and v7 utils/hooks (7.7.1): what a hook returns on one render.
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * `capture(useHook, wrap)` renders a component that calls `useHook` once and returns what it returned;
 * with `wrap`, inside the given library's QueryBuilderStateProvider. A hook that throws makes it throw.
 */
export function hookCapture(QueryBuilderStateProvider: ComponentType<{ children: ReactNode }>) {
  return function capture<T>(useHook: () => T, wrap = false): T {
    let value: T | undefined;
    const Probe = () => {
      value = useHook();
      return null;
    };
    renderToStaticMarkup(wrap ? <QueryBuilderStateProvider><Probe /></QueryBuilderStateProvider> : <Probe />);
    return value as T;
  };
}
