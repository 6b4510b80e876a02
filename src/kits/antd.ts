import { defineKit, type KitE2e } from './types';

export default defineKit({
  id: 'antd',
  label: 'Ant Design',
  route: '/demo/antd',
  compat: { package: '@react-querybuilder/antd', source: 'npm', peers: ['antd', '@ant-design/icons', 'dayjs'] },
  // antd's CSS-in-JS is not in the server render, hence clientOnly.
  demo: { frame: '@site/src/components/DemoKitAntd', clientOnly: true },
  sandbox: {
    template: 'antd',
    imports: ["import { ConfigProvider } from 'antd';", "import { QueryBuilderAntD } from '@react-querybuilder/antd';"],
    stylesheets: [],
    wrappers: [
      ['<ConfigProvider>', '</ConfigProvider>'],
      ['<QueryBuilderAntD>', '</QueryBuilderAntD>'],
    ],
  },
  runtime: { modules: ['antd', '@react-querybuilder/antd'], needs: ['dayjs'], importableStylesheets: ['antd/dist/reset.css'] },
});

/** How the e2e suite drives this kit's controls (see KitE2e). */
export const e2e: KitE2e = {
  fieldSelector: '.ant-select.rule-fields',
  pick: { open: '', option: '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option' },
  themed: { selector: 'input.rule-value', property: 'background-color' },
  marker: 'data-rc-order',
};
