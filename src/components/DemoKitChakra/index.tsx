import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { QueryBuilderChakra } from '@react-querybuilder/chakra';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';

/** Chakra's token variables, colour mode and global styles all hang off this element. */
const rootClass = 'rqb-demo-chakra';

/**
 * Chakra UI's default theme and recipes, with everything global taken out or scoped:
 * - no preflight (its reset targets html, body and every element on the page);
 * - token variables on the demo root instead of :root;
 * - the light/dark conditions keyed to a `light`/`dark` class (the default light condition also
 *   matches `:root`, which would put the light palette on <html>);
 * - the default global styles (html colours, `*` variables, placeholder and selection colours)
 *   replaced by the same rules under the demo root, plus the few preflight rules the recipes
 *   rely on (solid zero-width borders, transparent buttons), at zero specificity so the query
 *   builder's own layout rules and the recipes' classes always win;
 * - no cascade layers: the site's stylesheet is unlayered and would beat any layered rule.
 * Everything Chakra injects lives in emotion style tags that exist only while this page is open.
 */
const system = createSystem({
  ...defaultConfig,
  preflight: false,
  disableLayers: true,
  cssVarsRoot: `.${rootClass}`,
  conditions: { ...defaultConfig.conditions, light: '.light &', dark: '.dark &' },
  globalCss: {
    [`.${rootClass}`]: {
      '--global-font-mono': 'fonts.mono',
      '--global-font-body': 'fonts.body',
      '--global-color-border': 'colors.border',
      colorPalette: 'gray',
      color: 'fg',
      bg: 'bg',
      lineHeight: '1.5',
      borderRadius: 'l2',
      padding: '1',
    },
    [`:where(.${rootClass}) :where(*, *::before, *::after)`]: {
      boxSizing: 'border-box',
      borderWidth: '0px',
      borderStyle: 'solid',
      borderColor: 'var(--global-color-border, currentColor)',
    },
    [`:where(.${rootClass}) :where(button)`]: {
      backgroundColor: 'transparent',
      backgroundImage: 'none',
      color: 'inherit',
      font: 'inherit',
    },
    [`:where(.${rootClass}) :where(input, select, textarea)`]: {
      color: 'inherit',
      font: 'inherit',
    },
    [`.${rootClass} *::placeholder`]: { color: 'fg.muted/80' },
    [`.${rootClass} *::selection`]: { bg: 'colorPalette.emphasized/80' },
  },
});

/** Chakra UI v3 controls, scoped to the demo; the `dark`/`light` class follows the site. */
export default function DemoKitChakra({ colorMode, children }: KitFrameProps) {
  return (
    <ChakraProvider value={system}>
      <div className={`${rootClass} ${colorMode}`}>
        <QueryBuilderChakra>{children}</QueryBuilderChakra>
      </div>
    </ChakraProvider>
  );
}
