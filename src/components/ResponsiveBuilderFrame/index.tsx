import type { HTMLAttributes } from 'react';
import clsx from 'clsx';
import { standardClassnames } from 'react-querybuilder';
import { useNarrowViewport } from '@site/src/site/responsiveBuilder';

export type ResponsiveBuilderFrameProps = HTMLAttributes<HTMLDivElement>;

/**
 * A query builder's box, carrying the library's responsive class below 600 px. The library's
 * responsive rules select the class's descendants, so it works here as well as on the builder's
 * root, and only this box renders again when the width is known after hydration: set on the
 * builder itself through `controlClassnames`, it rendered every rule and control again (for MUI
 * controls about 300 ms of a phone's main thread).
 */
export default function ResponsiveBuilderFrame({ className, ...props }: ResponsiveBuilderFrameProps) {
  const narrow = useNarrowViewport();
  return <div {...props} className={clsx(className, narrow && standardClassnames.responsive)} />;
}
