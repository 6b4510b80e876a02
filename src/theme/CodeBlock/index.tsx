import type { ComponentProps } from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import LiveExample from '@site/src/components/LiveExample';

type Props = ComponentProps<typeof CodeBlockType> & { live?: boolean };

const titlePattern = /title="([^"]*)"/;

/** Code fences marked `live` become runnable examples; every other block is unchanged. */
export default function CodeBlockWrapper({ live, ...props }: Props) {
  if (live && typeof props.children === 'string') {
    const title = typeof props.title === 'string' ? props.title : titlePattern.exec(props.metastring ?? '')?.[1];
    return <LiveExample code={props.children} title={title} />;
  }
  return <CodeBlock {...props} />;
}
