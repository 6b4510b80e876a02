/** Names shared by the build step, the head script, the stylesheet's selectors and the client. */

/** The class plugins/deferred-blocks/rehype.ts gives a block that starts below the first screen. */
export const DEFERRED_CLASS = 'deferred-block';

/** On `<html>` while the page defers its blocks: set before the body is parsed, removed once all are shown. */
export const DEFERRING_ATTRIBUTE = 'data-deferring';

/** On a block the client has shown while the page still defers the rest. */
export const SHOWN_ATTRIBUTE = 'data-shown';

/** Everything the stylesheet may defer: the marked blocks, and on a phone a long docs table's cards from the 16th on. */
export const DEFERRABLE_SELECTOR = `.markdown > .${DEFERRED_CLASS}, .markdown table.docs-table tbody > tr:nth-child(n + 16)`;

/**
 * The head script. A page defers its blocks only on a plain visit: with a fragment (`#heading`) the
 * browser scrolls to a heading whose place must be exact, and on a reload or a visit through the
 * history it restores a scroll offset measured on the page laid out whole.
 */
export const HEAD_SCRIPT = `(function(){try{var n=performance.getEntriesByType('navigation')[0];if(!location.hash&&(!n||n.type==='navigate'))document.documentElement.setAttribute('${DEFERRING_ATTRIBUTE}','')}catch(e){}})();`;
