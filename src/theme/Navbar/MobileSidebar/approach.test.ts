import { describe, expect, it, vi } from 'vitest';
import { fakeEventTarget as fakeDocument } from '@site/src/site/fakeEventTarget';
import { approachEvents, watchApproach } from './approach';

/** An element stand-in: `matches` says which selectors it or an ancestor matches. */
const element = (...matches: string[]) => ({ closest: (selector: string) => (matches.includes(selector) ? {} : null) });

describe('mobile sidebar: watchApproach', () => {
  it.each(approachEvents)('calls back on %s at the toggle', type => {
    const doc = fakeDocument();
    const onApproach = vi.fn();
    watchApproach(doc, '.navbar__toggle', onApproach);
    doc.dispatch(type, element('.navbar__toggle'));
    expect(onApproach).toHaveBeenCalledOnce();
  });

  it('ignores the same events elsewhere, and targets that are not elements', () => {
    const doc = fakeDocument();
    const onApproach = vi.fn();
    watchApproach(doc, '.navbar__toggle', onApproach);
    doc.dispatch('pointerdown', element('.navbar__brand'));
    doc.dispatch('focusin', null);
    doc.dispatch('touchstart', {});
    expect(onApproach).not.toHaveBeenCalled();
  });

  it('calls back once, and removes its listeners when it does', () => {
    const doc = fakeDocument();
    const onApproach = vi.fn();
    watchApproach(doc, '.navbar__toggle', onApproach);
    expect(doc.count()).toBe(approachEvents.length);
    doc.dispatch('pointerover', element('.navbar__toggle'));
    doc.dispatch('pointerdown', element('.navbar__toggle'));
    expect(onApproach).toHaveBeenCalledOnce();
    expect(doc.count()).toBe(0);
  });

  it('stops listening when cleaned up before any approach', () => {
    const doc = fakeDocument();
    const onApproach = vi.fn();
    const stop = watchApproach(doc, '.navbar__toggle', onApproach);
    stop();
    doc.dispatch('pointerdown', element('.navbar__toggle'));
    expect(onApproach).not.toHaveBeenCalled();
    expect(doc.count()).toBe(0);
  });
});
