/**
 * code-token-palette: the stylesheet behind the colour classes code tokens carry
 * (src/site/prismDualTheme.ts, dualTokenProps), written from the site's Prism themes into
 * Docusaurus's generated files and loaded as a client module, so it lands in the stylesheet every
 * page loads before it paints: highlighted code has its colours from the first paint, in either mode.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { tokenPaletteStylesheet, tokenPalettes } from '../../src/site/prismDualTheme';

interface PrismThemeConfig {
  theme: PrismTheme;
  darkTheme?: PrismTheme;
}

export default function codeTokenPalette(context: LoadContext): Plugin {
  const { theme, darkTheme } = (context.siteConfig.themeConfig as { prism: PrismThemeConfig }).prism;
  // The same themes, in the same order, as the Token component reads from the theme config.
  const stylesheet = tokenPaletteStylesheet(tokenPalettes(theme, darkTheme ?? theme));
  const file = join(context.generatedFilesDir, 'code-token-palette', 'palette.css');
  mkdirSync(join(context.generatedFilesDir, 'code-token-palette'), { recursive: true });
  writeFileSync(file, stylesheet);
  return {
    name: 'code-token-palette',
    getClientModules: () => [file],
  };
}
