import { defineKit } from './types';

/** The library's own HTML controls: no UI kit is loaded on this route. */
export default defineKit({
  id: 'native',
  label: 'Native',
  route: '/demo',
  sandbox: { template: 'basic', templateLabel: 'Basic (no UI kit)', imports: [], stylesheets: [], wrappers: [] },
  e2e: {
    fieldSelector: 'select.rule-fields:not(.form-select)',
    pick: { select: '' },
    themed: { selector: '.ruleGroup', property: 'background-color' },
  },
});
