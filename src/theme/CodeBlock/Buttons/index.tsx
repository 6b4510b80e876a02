import { useEffect, useState, type ComponentProps } from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import { ThemeClassNames } from '@docusaurus/theme-common';
// The <pre> of this block: the context's word-wrap ref is the only handle on it.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { browserWhenIdle, createMountQueue } from './mountQueue';

const buttonsQueue = createMountQueue(browserWhenIdle);

/**
 * The theme's copy and word-wrap buttons, mounted in idle time. The theme renders them in the
 * browser only, so once a page hydrates it used to create every block's buttons (two buttons,
 * two SVG icons each) in one task: on the QueryBuilder page, 68 blocks and about half a second at
 * a phone's speed. Here they come a couple of blocks per idle period, the blocks in view first,
 * and a block that is pointed at or focused gets its buttons at once. The buttons stay hidden
 * until then either way (the theme shows them on hover or focus).
 */
export default function CodeBlockButtons(props: ComponentProps<typeof Buttons>) {
  const [mounted, setMounted] = useState(false);
  const { wordWrap } = useCodeBlockContext();
  useEffect(() => {
    const queued = buttonsQueue.add(() => setMounted(true));
    const block = wordWrap.codeBlockRef.current?.closest(`.${ThemeClassNames.common.codeBlock}`);
    if (!block) return () => queued.cancel();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(entries => {
            if (entries.some(entry => entry.isIntersecting)) {
              queued.first();
              observer?.disconnect();
            }
          });
    observer?.observe(block);
    const mountNow = () => queued.now();
    block.addEventListener('pointerenter', mountNow);
    block.addEventListener('focusin', mountNow);
    return () => {
      queued.cancel();
      observer?.disconnect();
      block.removeEventListener('pointerenter', mountNow);
      block.removeEventListener('focusin', mountNow);
    };
  }, [wordWrap.codeBlockRef]);
  return mounted ? <Buttons {...props} /> : null;
}
