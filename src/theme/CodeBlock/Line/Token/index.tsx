import { useMemo, type ComponentProps } from 'react';
import type TokenType from '@theme/CodeBlock/Line/Token';
import { useThemeConfig } from '@docusaurus/theme-common';
// No public hook gives a code block's language to its tokens; the theme's own Content uses this one.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { PrismTheme } from 'prism-react-renderer';
import { dualTokenStyle, themeToDict } from '@site/src/site/prismDualTheme';

type Props = ComponentProps<typeof TokenType>;

/**
 * A token styled for both colour modes at once (custom properties, picked by the stylesheet of
 * CodeBlock/Content), so markup highlighted at build time stays right when the mode changes.
 */
export default function CodeBlockLineToken({ line: _line, token, style: _modeStyle, ...props }: Props) {
  const { prism } = useThemeConfig();
  const { metadata } = useCodeBlockContext();
  const language = metadata.language ?? 'text';
  const dicts = useMemo(
    () => ({
      light: themeToDict(prism.theme as PrismTheme, language),
      dark: themeToDict((prism.darkTheme ?? prism.theme) as PrismTheme, language),
    }),
    [prism.theme, prism.darkTheme, language]
  );
  return <span {...props} style={dualTokenStyle(dicts.light, dicts.dark, token)} />;
}
