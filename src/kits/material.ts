import { defineKit, type KitE2e } from './types';

/** MUI (Material UI). */
export default defineKit({
  id: 'material',
  label: 'MUI',
  route: '/demo/material',
  compat: {
    package: '@react-querybuilder/material',
    source: 'npm',
    peers: ['@mui/material', '@mui/icons-material', '@emotion/react', '@emotion/styled'],
  },
  demo: { frame: '@site/src/components/DemoKitMaterial' },
  sandbox: {
    template: 'material',
    imports: [
      "import { ThemeProvider, createTheme } from '@mui/material/styles';",
      "import { QueryBuilderMaterial } from '@react-querybuilder/material';",
    ],
    stylesheets: [],
    setup: 'const theme = createTheme();',
    wrappers: [
      ['<ThemeProvider theme={theme}>', '</ThemeProvider>'],
      ['<QueryBuilderMaterial>', '</QueryBuilderMaterial>'],
    ],
  },
  runtime: { modules: ['@mui/material', '@mui/material/styles', '@react-querybuilder/material'] },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  fieldSelector: '.MuiFormControl-root.rule-fields',
  pick: { open: 'role=combobox' },
  themed: { selector: '.rule-value input', property: 'color' },
  marker: 'MuiSelect',
};
