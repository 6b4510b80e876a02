/**
 * The highlighting block as the server build (and any build without the client-bundle plugin)
 * gets it: imported at once, so every block is highlighted in the server's HTML. The client
 * build swaps in HighlightedContent.lazy.tsx (plugins/client-bundle, point 6).
 */
export { default } from './highlighter';
