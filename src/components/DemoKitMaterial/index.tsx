import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryBuilderMaterial } from '@react-querybuilder/material';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import { accessibleMuiComponents } from './accessibleMuiComponents';

type Theme = ReturnType<typeof createTheme>;
const themes: Partial<Record<KitFrameProps['colorMode'], Theme>> = {};
/** The theme of a colour mode, made the first time that mode is shown (most visits show one). */
const themeFor = (mode: KitFrameProps['colorMode']): Theme => (themes[mode] ??= createTheme({ palette: { mode } }));

/**
 * MUI controls. MUI styles are emotion CSS-in-JS on its own classes; there is no CssBaseline,
 * so the site's global styles are left alone.
 */
export default function DemoKitMaterial({ colorMode, children }: KitFrameProps) {
  return (
    <ThemeProvider theme={themeFor(colorMode)}>
      <QueryBuilderMaterial muiComponents={accessibleMuiComponents}>{children}</QueryBuilderMaterial>
    </ThemeProvider>
  );
}
