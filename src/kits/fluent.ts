import { defineKit, type KitE2e } from './types';

export default defineKit({
  id: 'fluent',
  label: 'Fluent UI',
  route: '/demo/fluent',
  compat: { package: '@react-querybuilder/fluent', source: 'stand-in', peers: ['@fluentui/react-components', '@fluentui/react-icons'] },
  // Fluent's CSS-in-JS (Griffel) is not in the server render, hence clientOnly.
  demo: { frame: '@site/src/components/DemoKitFluent', clientOnly: true },
  sandbox: {
    template: 'fluent',
    imports: [
      "import { FluentProvider, webLightTheme } from '@fluentui/react-components';",
      "import { QueryBuilderFluent } from '@react-querybuilder/fluent';",
    ],
    stylesheets: [],
    wrappers: [
      ['<FluentProvider theme={webLightTheme}>', '</FluentProvider>'],
      ['<QueryBuilderFluent>', '</QueryBuilderFluent>'],
    ],
  },
  runtime: { modules: ['@fluentui/react-components', '@react-querybuilder/fluent'] },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  fieldSelector: '.fui-Select.rule-fields',
  pick: { select: 'select' },
  themed: { selector: '.fui-Input.rule-value', property: 'background-color' },
  marker: 'fui-FluentProvider',
};
