import type { HTMLAttributes } from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

interface DemoPanelCodeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** The code block's highlighting language. */
  language: string;
  /** The code block's title bar. */
  title: string;
  children: string;
}

/**
 * A code block of a demo panel (the theme's, with its copy button), flush with what follows it.
 * The wrapper takes the panel's own class (a height limit, say) and attributes such as data-testid.
 */
export function DemoPanelCode({ language, title, children, className, ...wrapper }: DemoPanelCodeProps) {
  return (
    <div className={clsx(styles.code, className)} {...wrapper}>
      <CodeBlock language={language} title={title}>
        {children}
      </CodeBlock>
    </div>
  );
}
