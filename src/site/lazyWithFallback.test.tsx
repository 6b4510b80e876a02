// @vitest-environment happy-dom
import { Suspense } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWithFallback } from './lazyWithFallback';

afterEach(cleanup);

const Loaded = ({ name }: { name: string }) => <p>loaded {name}</p>;
const Fallback = ({ name }: { name: string }) => <p>fallback {name}</p>;
const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>waiting</p>}>{node}</Suspense>;

describe('lazyWithFallback', () => {
  it('renders the loaded component with its props', async () => {
    const Component = lazyWithFallback(() => Promise.resolve(Loaded), Fallback);
    render(inSuspense(<Component name="a" />));
    expect(await screen.findByText('loaded a')).toBeTruthy();
  });

  it('renders the fallback with the same props when the chunk fails, instead of throwing', async () => {
    const Component = lazyWithFallback(() => Promise.reject(new Error('ChunkLoadError')), Fallback);
    render(inSuspense(<Component name="b" />));
    expect(await screen.findByText('fallback b')).toBeTruthy();
  });

  it('loads once: after a failure, every later mount shows the fallback', async () => {
    const load = vi.fn(() => Promise.reject<typeof Loaded>(new Error('offline')));
    const Component = lazyWithFallback(load, Fallback);
    render(inSuspense(<Component name="first" />));
    expect(await screen.findByText('fallback first')).toBeTruthy();
    render(inSuspense(<Component name="second" />));
    expect(await screen.findByText('fallback second')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });
});
