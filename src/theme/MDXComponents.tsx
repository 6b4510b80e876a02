import MDXComponents from '@theme-original/MDXComponents';
import ApiAnchor from './ApiAnchor';

// Wrapped to make <ApiAnchor> available to the generated API pages (plugins/api-reference).
export default {
  ...MDXComponents,
  ApiAnchor,
};
