import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryBuilderMaterial } from '@react-querybuilder/material';
import type { KitFrameProps } from '@site/src/components/DemoBuilder';
import { accessibleMuiComponents } from './accessibleMuiComponents';

const themes = {
  light: createTheme({ palette: { mode: 'light' } }),
  dark: createTheme({ palette: { mode: 'dark' } }),
};

/**
 * MUI controls. MUI styles are emotion CSS-in-JS on its own classes; there is no CssBaseline,
 * so the site's global styles are left alone.
 */
export default function DemoKitMaterial({ colorMode, children }: KitFrameProps) {
  return (
    <ThemeProvider theme={themes[colorMode]}>
      <QueryBuilderMaterial muiComponents={accessibleMuiComponents}>{children}</QueryBuilderMaterial>
    </ThemeProvider>
  );
}
