import { Children, isValidElement, memo, type ComponentProps, type ReactNode } from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import LiveExample from '@site/src/components/LiveExample';

type Props = ComponentProps<typeof CodeBlockType> & { live?: boolean };

const titlePattern = /title="([^"]*)"/;

/** As the theme's CodeBlock does: plain strings are joined into one, elements are left as they are. */
function stringifyUnlessElements(children: ReactNode): ReactNode {
  if (Children.toArray(children).some(child => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Code fences marked `live` become runnable examples; every other block renders as the theme's.
 *
 * Unlike the theme's own CodeBlock, this one does not remount every block once the page has
 * hydrated (the theme keys it on `useIsBrowser()` so that inline colours of the other colour mode
 * get applied). Tokens here carry both modes' colours (CodeBlock/Line/Token), so the remount would
 * only tokenise every block a second time: on the QueryBuilder page, most of its blocking time.
 *
 * Memoised: MDX hands a block the same props (the code as a string, its class and meta) each time
 * the page renders, so when the page renders again once hydrated, the 68 blocks of the QueryBuilder
 * page (102 on the export page) are skipped instead of rendered through the theme's layout again.
 */
export default memo(CodeBlockWrapper);

function CodeBlockWrapper({ live, children: rawChildren, ...props }: Props) {
  const children = stringifyUnlessElements(rawChildren);
  if (live && typeof children === 'string') {
    const title = typeof props.title === 'string' ? props.title : titlePattern.exec(props.metastring ?? '')?.[1];
    return <LiveExample code={children} title={title} />;
  }
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
