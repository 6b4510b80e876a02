import { defineKit, type KitE2e } from './types';

export default defineKit({
  id: 'chakra',
  label: 'Chakra UI',
  route: '/demo/chakra',
  compat: { package: '@react-querybuilder/chakra', source: 'stand-in', peers: ['@chakra-ui/react', '@emotion/react'] },
  demo: { frame: '@site/src/components/DemoKitChakra' },
  sandbox: {
    template: 'chakra',
    imports: [
      "import { ChakraProvider, defaultSystem } from '@chakra-ui/react';",
      "import { QueryBuilderChakra } from '@react-querybuilder/chakra';",
    ],
    stylesheets: [],
    wrappers: [
      ['<ChakraProvider value={defaultSystem}>', '</ChakraProvider>'],
      ['<QueryBuilderChakra>', '</QueryBuilderChakra>'],
    ],
  },
  runtime: { modules: ['@chakra-ui/react', '@react-querybuilder/chakra'] },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  fieldSelector: '.chakra-native-select__root.rule-fields',
  pick: { select: 'select' },
  // Chakra's outline inputs are transparent; their text takes the theme's foreground colour.
  themed: { selector: 'input.rule-value', property: 'color' },
  marker: 'ChakraContext',
};
