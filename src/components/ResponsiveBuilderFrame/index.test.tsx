// @vitest-environment happy-dom
import { Profiler } from 'react';
import { cleanup, render } from '@testing-library/react';
import { QueryBuilder } from 'react-querybuilder';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResponsiveBuilderFrame from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A viewport whose width matches the narrow query or not. */
function stubViewport(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const fields = [{ name: 'firstName', label: 'First name' }];
const query = { combinator: 'and', rules: [{ field: 'firstName', operator: '=', value: 'Ada' }] };

describe('ResponsiveBuilderFrame', () => {
  it.each([
    ['narrow', true, 'box queryBuilder-responsive'],
    ['wide', false, 'box'],
  ])("on a %s viewport its class is %j, with the builder inside it", (_, narrow, className) => {
    stubViewport(narrow);
    const { container } = render(
      <ResponsiveBuilderFrame className="box">
        <QueryBuilder fields={fields} defaultQuery={query} />
      </ResponsiveBuilderFrame>
    );
    const frame = container.firstElementChild!;
    expect(frame.className).toBe(className);
    expect(frame.querySelector('.queryBuilder')!.parentElement).toBe(frame);
  });

  it('learns the width without rendering what it holds again', () => {
    stubViewport(true);
    const builderRenders = vi.fn();
    const frameRenders = vi.fn();
    const { container } = render(
      <Profiler id="frame" onRender={frameRenders}>
        <ResponsiveBuilderFrame>
          <Profiler id="builder" onRender={builderRenders}>
            <div className="queryBuilder" />
          </Profiler>
        </ResponsiveBuilderFrame>
      </Profiler>
    );
    expect(container.firstElementChild!.className).toBe('queryBuilder-responsive');
    // The frame rendered again once the width was known; its children only once.
    expect(frameRenders.mock.calls.map(([, phase]) => phase)).toEqual(['mount', 'update']);
    expect(builderRenders.mock.calls.map(([, phase]) => phase)).toEqual(['mount']);
  });
});
