import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a component whose chunk may fail to load: offline on a page visited before
 * (its chunk was never fetched), or after a deploy replaced it. On failure `Fallback` renders in
 * its place, now and for the rest of the visit, where a plain lazy component's error would reach
 * the page's error boundary and show "This page crashed". (No retry: a component that suspends
 * before its first commit is rendered afresh, and would load again and again while offline.)
 */
export function lazyWithFallback<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>) {
  return lazy(() => load().then(component => ({ default: component }), () => ({ default: Fallback })));
}
