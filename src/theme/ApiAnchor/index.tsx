import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * A link target inside a generated API page: TypeDoc marks each table row (a property, a type
 * parameter) with an empty anchor. A plain `<a id>` in MDX is invisible to Docusaurus's broken
 * anchor check; registering it here lets the build verify links to `#property-...` targets.
 */
export default function ApiAnchor({ id }: { id: string }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <a id={id} />;
}
