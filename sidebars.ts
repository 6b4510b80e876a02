import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

// The Next docs sidebar. Versioned sidebars live in versioned_sidebars/.
const sidebars: SidebarsConfig = {
  docs: ['intro'],
};

export default sidebars;
