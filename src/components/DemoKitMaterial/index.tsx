import type { ReactNode } from 'react';
import { withEmotionCache } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryBuilderMaterial } from '@react-querybuilder/material';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import { accessibleMuiComponents } from './accessibleMuiComponents';

type Theme = ReturnType<typeof createTheme>;
const themes: Partial<Record<KitFrameProps['colorMode'], Theme>> = {};
/** The theme of a colour mode, made the first time that mode is shown (most visits show one). */
const themeFor = (mode: KitFrameProps['colorMode']): Theme => (themes[mode] ??= createTheme({ palette: { mode } }));

/**
 * One emotion cache for the whole builder while the page is rendered on the server. With none
 * above them, emotion's components each make their own there, so every control wrote all of its
 * rules again into the page (170 style tags, 150 kB of repeated CSS, which the browser parses and
 * emotion then moves into the head before hydration). Emotion's own `withEmotionCache` makes one
 * per render and hands it down; in the browser it only passes emotion's usual cache on.
 */
const OneStyleCache = withEmotionCache(({ children }: { children?: ReactNode }) => children);

/**
 * MUI controls. MUI styles are emotion CSS-in-JS on its own classes; there is no CssBaseline,
 * so the site's global styles are left alone.
 */
export default function DemoKitMaterial({ colorMode, children }: KitFrameProps) {
  return (
    <OneStyleCache>
      <ThemeProvider theme={themeFor(colorMode)}>
        <QueryBuilderMaterial muiComponents={accessibleMuiComponents}>{children}</QueryBuilderMaterial>
      </ThemeProvider>
    </OneStyleCache>
  );
}
