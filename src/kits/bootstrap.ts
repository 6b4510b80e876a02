import { defineKit, type KitE2e } from './types';

export default defineKit({
  id: 'bootstrap',
  label: 'Bootstrap',
  route: '/demo/bootstrap',
  compat: { package: '@react-querybuilder/bootstrap', source: 'npm', peers: ['bootstrap', 'bootstrap-icons'] },
  demo: { frame: '@site/src/components/DemoKitBootstrap' },
  sandbox: {
    template: 'bootstrap',
    imports: ["import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';"],
    stylesheets: ["import 'bootstrap/dist/css/bootstrap.min.css';", "import 'bootstrap-icons/font/bootstrap-icons.min.css';"],
    wrappers: [["<QueryBuilderBootstrap controlClassnames={{ combinators: 'w-auto', fields: 'w-auto', operators: 'w-auto', value: 'w-auto' }}>", '</QueryBuilderBootstrap>']],
  },
  runtime: {
    modules: ['@react-querybuilder/bootstrap'],
    importableStylesheets: [
      'bootstrap/dist/css/bootstrap.min.css',
      'bootstrap/dist/css/bootstrap.css',
      'bootstrap-icons/font/bootstrap-icons.min.css',
      'bootstrap-icons/font/bootstrap-icons.css',
    ],
  },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  fieldSelector: 'select.form-select.rule-fields',
  pick: { select: '' },
  themed: { selector: 'input.rule-value', property: 'background-color' },
  marker: 'form-select form-select-sm',
};
