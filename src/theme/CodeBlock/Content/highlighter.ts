/**
 * The theme's highlighting code block, with Prism's extra languages registered first. Loaded only
 * when a block has to be highlighted in the browser (a page reached by client navigation, code that
 * changes): the client build leaves out the theme's start-up module that registers them on every
 * page (plugins/client-bundle, point 6), so pages whose blocks the server highlighted never
 * evaluate Prism at all.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalContent from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';

// Idempotent: the language modules run once, and the server build already ran this at start-up.
prismIncludeLanguages(Prism);

const Content: typeof ContentType = OriginalContent;
export default Content;
