import { lazy } from 'react';

/** The client build's HighlightedContent: Prism and the theme's block load on first use. */
export default lazy(() => import('./highlighter'));
