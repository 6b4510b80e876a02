import type { ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import { evaluateInSteps } from '@site/src/site/evaluateInSteps';

// MUI and emotion, one part per task (evaluateInSteps): all at once their modules held a phone's
// main thread for 110-200 ms (4x CPU slowdown) in one task while the page loaded. Docusaurus waits
// for this route module (top-level await) before it hydrates the page; the imports are eager, so
// their code is in this module's chunk and the steps load nothing, and name the exports they use,
// so the rest of each module is still left out of the bundle. The steps without a name below only
// evaluate parts the later ones share.
const [{ withEmotionCache }, { createTheme, ThemeProvider }, , , , , , , { accessibleMuiComponents }, { QueryBuilderMaterial }] =
  await evaluateInSteps([
    () => import(/* webpackMode: "eager", webpackExports: ["withEmotionCache"] */ '@emotion/react'),
    () => import(/* webpackMode: "eager", webpackExports: ["createTheme", "ThemeProvider"] */ '@mui/material/styles'),
    () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/ButtonBase'),
    () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Popover'),
    () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Menu'),
    () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/InputBase'),
    () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Select'),
    () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/TextField'),
    () => import(/* webpackMode: "eager", webpackExports: ["accessibleMuiComponents"] */ './accessibleMuiComponents'),
    () => import(/* webpackMode: "eager", webpackExports: ["QueryBuilderMaterial"] */ '@react-querybuilder/material'),
  ]);

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
