import { defineKit, type KitE2e } from './types';

export default defineKit({
  id: 'mantine',
  label: 'Mantine',
  route: '/demo/mantine',
  compat: {
    package: '@react-querybuilder/mantine',
    source: 'npm',
    peers: ['@mantine/core', '@mantine/dates', '@mantine/hooks', 'dayjs'],
  },
  demo: { frame: '@site/src/components/DemoKitMantine' },
  sandbox: {
    template: 'mantine',
    imports: ["import { MantineProvider } from '@mantine/core';", "import { QueryBuilderMantine } from '@react-querybuilder/mantine';"],
    stylesheets: ["import '@mantine/core/styles.css';", "import '@mantine/dates/styles.css';"],
    wrappers: [
      ['<MantineProvider>', '</MantineProvider>'],
      ['<QueryBuilderMantine>', '</QueryBuilderMantine>'],
    ],
  },
  runtime: {
    modules: ['@mantine/core', '@react-querybuilder/mantine'],
    needs: ['dayjs'],
    importableStylesheets: ['@mantine/core/styles.css', '@mantine/dates/styles.css'],
  },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  fieldSelector: '.mantine-Select-root.rule-fields',
  pick: { open: 'input' },
  themed: { selector: '.rule-value input', property: 'background-color' },
  marker: '@mantine/core/Select',
};
