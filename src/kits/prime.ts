import { defineKit, type KitE2e } from './types';

export default defineKit({
  id: 'prime',
  label: 'PrimeReact',
  route: '/demo/prime',
  compat: { package: '@react-querybuilder/prime', source: 'stand-in', peers: ['primereact'] },
  demo: { frame: '@site/src/components/DemoKitPrime' },
  sandbox: {
    template: 'prime',
    imports: ["import { QueryBuilderPrime } from '@react-querybuilder/prime';"],
    // Saga (and Vela, its dark counterpart) use the system font: no font files to load.
    stylesheets: ["import 'primereact/resources/themes/saga-blue/theme.css';"],
    wrappers: [['<QueryBuilderPrime>', '</QueryBuilderPrime>']],
  },
  runtime: {
    modules: ['@react-querybuilder/prime'],
    importableStylesheets: ['primereact/resources/themes/saga-blue/theme.css', 'primereact/resources/themes/vela-blue/theme.css'],
  },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  // A PrimeReact Dropdown: clicking it opens a panel of options inside it (appendTo="self").
  fieldSelector: '.p-dropdown.rule-fields',
  pick: { open: '', option: '.p-dropdown-panel .p-dropdown-item' },
  themed: { selector: 'input.rule-value', property: 'background-color' },
  marker: 'p-dropdown-trigger',
};
