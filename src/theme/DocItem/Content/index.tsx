import type { ComponentProps } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

type Props = ComponentProps<typeof ContentType>;

/**
 * Adds "Copy page as Markdown" above the pages of the current docs version, the only pages with a
 * Markdown copy (src/llms/llmsTxtOptions.ts). The button sits outside the article's Markdown
 * container, so it is not part of the copy itself.
 */
export default function ContentWrapper(props: Props) {
  const version = useDocsVersion();
  const hasMarkdownCopy = version.pluginId === 'default' && version.isLast;
  return (
    <>
      {hasMarkdownCopy && <CopyPageMarkdown />}
      <Content {...props} />
    </>
  );
}
