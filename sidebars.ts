import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import docsSidebar from './src/site/docsSidebar.json';

// The Next docs sidebar, in learning order. v7 / v8 uses the same structure (versioned_sidebars/
// version-7-sidebars.json is a copy; tests/unit/sidebars.test.ts keeps the two in step).
const sidebars: SidebarsConfig = {
  docs: docsSidebar as SidebarsConfig[string],
};

export default sidebars;
