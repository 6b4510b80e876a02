import MDXComponents from '@theme-original/MDXComponents';
import ApiAnchor from './ApiAnchor';
import DocsTable from '../components/DocsTable';

// Wrapped to make <ApiAnchor> available to the generated API pages (plugins/api-reference).
export default {
  ...MDXComponents,
  ApiAnchor,
  // Tables that fit their column, with stacked rows on a phone (src/components/DocsTable).
  table: DocsTable,
};
