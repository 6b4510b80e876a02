import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { join } from 'node:path';
import { buildApiSidebar } from './plugins/api-reference/sidebar';

// The API sidebar, built from the sidebars TypeDoc writes beside each generated page set
// (api/<package>/<entry>/typedoc-sidebar.cjs): packages, then entry points, then kinds.
const sidebars: SidebarsConfig = {
  api: buildApiSidebar(join(__dirname, 'api')) as SidebarsConfig[string],
};

export default sidebars;
