import { defineKit, type KitE2e } from './types';

export default defineKit({
  id: 'bulma',
  label: 'Bulma',
  route: '/demo/bulma',
  compat: { package: '@react-querybuilder/bulma', source: 'stand-in', peers: ['bulma'] },
  demo: { frame: '@site/src/components/DemoKitBulma' },
  sandbox: {
    template: 'bulma',
    imports: ["import { QueryBuilderBulma } from '@react-querybuilder/bulma';"],
    stylesheets: ["import 'bulma/css/bulma.min.css';"],
    wrappers: [['<QueryBuilderBulma>', '</QueryBuilderBulma>']],
  },
  runtime: { modules: ['@react-querybuilder/bulma'], importableStylesheets: ['bulma/css/bulma.min.css', 'bulma/css/bulma.css'] },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  // The compat package wraps each native select in Bulma's `div.select`, which takes the class.
  fieldSelector: 'div.select.rule-fields',
  pick: { select: 'select' },
  themed: { selector: 'input.rule-value', property: 'background-color' },
  marker: 'button is-small',
};
