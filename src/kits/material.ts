import { defineKit, type KitE2e, type SourcePatch } from './types';

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

/** Changes to MUI for the demo page's start-up (see SourcePatch); the site's bundles leave this out. */
export const sourcePatches: readonly SourcePatch[] = [
  {
    // Each Select keeps its display element in state, set from the element's ref. Set there, in
    // React's commit, the update renders every Select again at once, synchronously, in the
    // hydration's last task (15 Selects on the demo page). As a transition React renders it in
    // slices after the commit; it only matters once a menu opens.
    name: 'Select display node in a transition',
    package: '@mui/material',
    version: '9.5.0',
    file: 'Select/SelectInput.mjs',
    find: 'setDisplayNode(node);',
    replace: 'React.startTransition(() => setDisplayNode(node));',
    why: "the Select's display element, which anchors its menu",
  },
];
