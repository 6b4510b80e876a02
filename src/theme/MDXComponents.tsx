import MDXComponents from '@theme-original/MDXComponents';
import ApiAnchor from './ApiAnchor';
import type { ComponentProps } from 'react';
import CodeInline from '@theme/CodeInline';
import DocsTable from '../components/DocsTable';

// Wrapped to make <ApiAnchor> available to the generated API pages (plugins/api-reference).
export default {
  ...MDXComponents,
  ApiAnchor,
  // Tables that fit their column, with stacked rows on a phone (src/components/DocsTable).
  table: (props: ComponentProps<'table'>) => <DocsTable {...props} mdxCode={MDXComponents.code} InlineCode={CodeInline} />,
};
