import type { ComponentProps } from 'react';
import clsx from 'clsx';
import type TokenType from '@theme/CodeBlock/Line/Token';
import { useThemeConfig } from '@docusaurus/theme-common';
// No public hook gives a code block's language to its tokens; the theme's own Content uses this one.
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { PrismTheme } from 'prism-react-renderer';
import { dualThemeFor, dualTokenProps } from '@site/src/site/prismDualTheme';

type Props = ComponentProps<typeof TokenType>;

/**
 * A token styled for both colour modes at once (a palette class per mode, or custom properties,
 * picked by the stylesheets of plugins/code-token-palette and CodeBlock/Content), so markup
 * highlighted at build time stays right when the mode changes.
 */
export default function CodeBlockLineToken({ line: _line, token, style: _modeStyle, className, ...props }: Props) {
  const { prism } = useThemeConfig();
  const { metadata } = useCodeBlockContext();
  const light = prism.theme as PrismTheme;
  const theme = dualThemeFor(light, (prism.darkTheme as PrismTheme | undefined) ?? light, metadata.language ?? 'text');
  const modeProps = dualTokenProps(theme, token);
  return <span {...props} className={clsx(className, modeProps.className)} style={modeProps.style} />;
}
