import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocSearchButton, keyShortcuts, usesCommandKey } from './SearchButton';

describe('SearchButton', () => {
  it('is named by its visible text, with no aria-label that could differ from it', () => {
    const html = renderToStaticMarkup(<DocSearchButton translations={{ buttonText: 'Search', buttonAriaLabel: 'Search' }} />);
    expect(html).not.toContain('aria-label');
    expect(html).toContain('<span class="DocSearch-Button-Placeholder">Search</span>');
  });

  it('announces the shortcut through aria-keyshortcuts and hides the key caps from assistive technology', () => {
    const html = renderToStaticMarkup(<DocSearchButton />);
    expect(html).toContain('aria-keyshortcuts="Control+K /"');
    expect(html).toContain('<span class="DocSearch-Button-Keys" aria-hidden="true">');
  });

  it('names the Command key on Apple platforms and Ctrl elsewhere', () => {
    expect(['MacIntel', 'iPhone', 'Win32', 'Linux x86_64'].map(usesCommandKey)).toEqual([true, true, false, false]);
    expect([keyShortcuts(true), keyShortcuts(false), keyShortcuts(null)]).toEqual(['Meta+K /', 'Control+K /', 'Control+K /']);
  });
});
