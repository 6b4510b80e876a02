/**
 * The navbar's search button, in place of DocSearch's (the docsearch-local plugin aliases
 * `@docsearch/react/button` here; the theme's SearchBar renders it with the same props).
 *
 * DocSearch's button is named by an `aria-label` of "Search (Ctrl+K)" while its visible text is
 * "Search" followed by the key caps, so the name does not contain what is shown (WCAG 2.5.3, axe's
 * `label-content-name-mismatch`). Here the name comes from the visible text ("Search"), the key caps
 * are hidden from assistive technology, and the shortcut is announced through `aria-keyshortcuts`.
 * Same classes and markup otherwise, so DocSearch's styles apply unchanged.
 */
import { forwardRef, useEffect, useState, type ButtonHTMLAttributes } from 'react';

export interface SearchButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  translations?: { buttonText?: string; buttonAriaLabel?: string };
}

/** Whether the platform's search shortcut uses the Command key rather than Ctrl. */
export function usesCommandKey(platform: string): boolean {
  return /Mac|iPhone|iPod|iPad/i.test(platform);
}

/** The shortcuts the theme listens for, in `aria-keyshortcuts` syntax (Command+K is Meta+K). */
export function keyShortcuts(commandKey: boolean | null): string {
  return commandKey ? 'Meta+K /' : 'Control+K /';
}

export const DocSearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton({ translations = {}, ...props }, ref) {
  const buttonText = translations.buttonText ?? 'Search';
  // Unknown while server rendering: the key caps appear once the platform is known.
  const [commandKey, setCommandKey] = useState<boolean | null>(null);
  useEffect(() => setCommandKey(usesCommandKey(navigator.platform)), []);
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-keyshortcuts={keyShortcuts(commandKey)} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6.5" stroke="currentColor" fill="none" strokeWidth="1.6" />
          <path d="M13.2 13.2l5.3 5.3" stroke="currentColor" fill="none" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {commandKey !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{commandKey ? '⌘' : 'Ctrl'}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
