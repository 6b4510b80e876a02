/**
 * The UI kits the demo can render with, in the order the kit navigation lists them. A kit
 * appears once it has a page: add the page under src/pages/demo/ and set `hasPage: true`.
 */
export const kitTable = [
  { id: 'native', label: 'Native', path: '/demo', hasPage: true },
  { id: 'antd', label: 'Ant Design', path: '/demo/antd', hasPage: true },
  { id: 'bootstrap', label: 'Bootstrap', path: '/demo/bootstrap', hasPage: true },
  { id: 'bulma', label: 'Bulma', path: '/demo/bulma', hasPage: true },
  { id: 'chakra', label: 'Chakra UI', path: '/demo/chakra', hasPage: true },
  { id: 'fluent', label: 'Fluent UI', path: '/demo/fluent', hasPage: true },
  { id: 'mantine', label: 'Mantine', path: '/demo/mantine', hasPage: true },
  { id: 'material', label: 'MUI', path: '/demo/material', hasPage: true },
  { id: 'tremor', label: 'Tremor', path: '/demo/tremor', hasPage: true },
] as const;

export type KitId = (typeof kitTable)[number]['id'];
export type KitDefinition = (typeof kitTable)[number];

export const kitsWithPages = kitTable.filter(kit => kit.hasPage);

export const kitById = (id: KitId): KitDefinition => kitTable.find(kit => kit.id === id)!;
