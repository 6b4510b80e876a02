import { defineKit, type KitE2e } from './types';

/** The library's own HTML controls: no UI kit is loaded on this route. */
export default defineKit({
  id: 'native',
  label: 'Native',
  route: '/demo',
  sandbox: { template: 'basic', templateLabel: 'Basic (no UI kit)', imports: [], stylesheets: [], wrappers: [] },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  fieldSelector: 'select.rule-fields:not(.form-select)',
  pick: { select: '' },
  themed: { selector: '.ruleGroup', property: 'background-color' },
};
