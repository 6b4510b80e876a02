import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { holdTypeaheadForSearch } from '../search/typeahead';

// Once per page load, in the browser: keys typed right after the search shortcut reach the modal
// even while its code is still loading (see src/search/typeahead.ts).
if (ExecutionEnvironment.canUseDOM) holdTypeaheadForSearch(window);
