import MDXComponents from '@theme-original/MDXComponents';
import ApiAnchor from './ApiAnchor';

// Wrapped to make <ApiAnchor> available to the generated API pages (plugins/api-reference).
// Tables are MDX's own elements, prepared at build time (plugins/rehype-docs-table).
export default {
  ...MDXComponents,
  ApiAnchor,
};
