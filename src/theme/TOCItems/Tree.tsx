import Tree from '@theme-original/TOCItems/Tree';
import type { Props } from '@theme/TOCItems/Tree';
import type { TOCTreeNode } from '@docusaurus/theme-common/internal';
import { markCodeWordBreaks } from '@site/src/components/DocsTable';

// TOC entries are HTML strings: identifiers in their code may wrap only between camel-case words.
function withBreaks(toc: readonly TOCTreeNode[]): TOCTreeNode[] {
  return toc.map(item => ({ ...item, value: markCodeWordBreaks(item.value), children: withBreaks(item.children) }));
}

export default function TOCItemTreeWrapper(props: Props) {
  return <Tree {...props} toc={withBreaks(props.toc)} />;
}
