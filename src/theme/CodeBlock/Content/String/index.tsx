import { useMemo, type ComponentProps } from 'react';
import type StringContentType from '@theme/CodeBlock/Content/String';
import { useThemeConfig } from '@docusaurus/theme-common';
// The pieces the theme's own string code block is made of; no public API offers them.
import { CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';

type Props = ComponentProps<typeof StringContentType>;

/**
 * The theme's string code block, with its metadata worked out once per block instead of on every
 * render. The theme parses the code's lines and magic comments again each time the block renders,
 * and each block renders again right after mounting (its word-wrap state measures whether the
 * code scrolls): on the export page, 102 blocks parsed twice while the page starts.
 */
export default function CodeBlockString({ children, className, metastring, language, title, showLineNumbers }: Props) {
  const { prism } = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers]
  );
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
