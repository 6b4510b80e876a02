import { useMemo } from 'react';
import Tree from '@theme-original/TOCItems/Tree';
import type { Props } from '@theme/TOCItems/Tree';
import type { TOCTreeNode } from '@docusaurus/theme-common/internal';
import { markCodeWordBreaks } from './wordBreaks';

// TOC entries are HTML strings: identifiers in their code may wrap only between camel-case words.
function withBreaks(toc: readonly TOCTreeNode[]): TOCTreeNode[] {
  return toc.map(item => ({ ...item, value: markCodeWordBreaks(item.value), children: withBreaks(item.children) }));
}

/**
 * The marked TOC is kept while the TOC is the same: the theme's tree is memoised, and a new array
 * on every render (the page renders again once hydrated) would render all its links again.
 */
export default function TOCItemTreeWrapper(props: Props) {
  const toc = useMemo(() => withBreaks(props.toc), [props.toc]);
  return <Tree {...props} toc={toc} />;
}
