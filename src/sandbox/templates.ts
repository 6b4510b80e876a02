/**
 * Starter modules for the sandbox, one per UI kit. Each is a complete TSX module whose default
 * export is `App`, using the site's field set. They share the fields and the starting query so
 * the kits are easy to compare; only the imports and the wrapper around `<QueryBuilder>` differ.
 */

export interface SandboxTemplate {
  name: string;
  label: string;
  code: string;
}

const fields = `const fields: Field[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'age', label: 'Age', inputType: 'number' },
  { name: 'birthDate', label: 'Birth date', inputType: 'date' },
  {
    name: 'instrument',
    label: 'Instrument',
    valueEditorType: 'select',
    values: [
      { name: 'guitar', label: 'Guitar' },
      { name: 'piano', label: 'Piano' },
      { name: 'drums', label: 'Drums' },
    ],
    defaultValue: 'guitar',
  },
  { name: 'isMusician', label: 'Is a musician', valueEditorType: 'checkbox', defaultValue: false },
];`;

const initialQuery = (extraRules: string[]) => `const initialQuery: RuleGroupType = {
  combinator: 'and',
  rules: [
${["{ field: 'firstName', operator: 'beginsWith', value: 'Ste' }", "{ field: 'instrument', operator: '=', value: 'piano' }", ...extraRules].map(rule => `    ${rule},`).join('\n')}
  ],
};`;

interface TemplateParts {
  /** Import lines besides react and react-querybuilder. */
  imports?: string[];
  /** Declarations placed after the fields (e.g. a theme). */
  setup?: string;
  /** Opening and closing tags wrapped around `<QueryBuilder>`, outermost first. */
  wrappers?: Array<[open: string, close: string]>;
  /** Code that turns the query into the text shown under the builder. */
  output?: string;
  outputLabel?: string;
  /** Extra lines inside the component before `return`. */
  body?: string;
  /** Extra rules for the starting query. */
  extraRules?: string[];
}

function composeTemplate({
  imports = [],
  setup,
  wrappers = [],
  output = "formatQuery(query, 'sql')",
  outputLabel = 'SQL',
  body,
  extraRules = [],
}: TemplateParts): string {
  const indent = (depth: number) => '  '.repeat(depth);
  const depth = 3 + wrappers.length;
  const builder = `${indent(depth)}<QueryBuilder fields={fields} defaultQuery={initialQuery} onQueryChange={setQuery} />`;
  const opened = wrappers.map(([open], index) => `${indent(3 + index)}${open}`);
  const closed = wrappers.map(([, close], index) => `${indent(3 + index)}${close}`).reverse();
  return `import { useState } from 'react';
import { QueryBuilder, formatQuery, type Field, type RuleGroupType } from 'react-querybuilder';
${imports.join('\n')}${imports.length ? '\n' : ''}
${fields}

${initialQuery(extraRules)}
${setup ? `\n${setup}\n` : ''}
export default function App() {
  const [query, setQuery] = useState(initialQuery);
${body ? `${body}\n` : ''}  return (
    <>
${[...opened, builder, ...closed].join('\n')}
      <h2 style={{ fontSize: '1.25rem', fontWeight: 600, margin: '1rem 0 0.5rem' }}>${outputLabel}</h2>
      <pre>{${output}}</pre>
    </>
  );
}
`;
}

const rqbCss = "import 'react-querybuilder/dist/query-builder.css';";

export const sandboxTemplates: readonly SandboxTemplate[] = [
  { name: 'basic', label: 'Basic (no UI kit)', code: composeTemplate({ imports: [rqbCss] }) },
  {
    name: 'antd',
    label: 'Ant Design',
    code: composeTemplate({
      imports: ["import { ConfigProvider } from 'antd';", "import { QueryBuilderAntD } from '@react-querybuilder/antd';", rqbCss],
      wrappers: [
        ['<ConfigProvider>', '</ConfigProvider>'],
        ['<QueryBuilderAntD>', '</QueryBuilderAntD>'],
      ],
    }),
  },
  {
    name: 'bootstrap',
    label: 'Bootstrap',
    code: composeTemplate({
      imports: [
        "import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';",
        "import 'bootstrap/dist/css/bootstrap.min.css';",
        "import 'bootstrap-icons/font/bootstrap-icons.min.css';",
        rqbCss,
      ],
      wrappers: [["<QueryBuilderBootstrap controlClassnames={{ combinators: 'w-auto', fields: 'w-auto', operators: 'w-auto', value: 'w-auto' }}>", '</QueryBuilderBootstrap>']],
    }),
  },
  {
    name: 'bulma',
    label: 'Bulma',
    code: composeTemplate({
      imports: ["import { QueryBuilderBulma } from '@react-querybuilder/bulma';", "import 'bulma/css/bulma.min.css';", rqbCss],
      wrappers: [['<QueryBuilderBulma>', '</QueryBuilderBulma>']],
    }),
  },
  {
    name: 'chakra',
    label: 'Chakra UI',
    code: composeTemplate({
      imports: [
        "import { ChakraProvider, defaultSystem } from '@chakra-ui/react';",
        "import { QueryBuilderChakra } from '@react-querybuilder/chakra';",
        rqbCss,
      ],
      wrappers: [
        ['<ChakraProvider value={defaultSystem}>', '</ChakraProvider>'],
        ['<QueryBuilderChakra>', '</QueryBuilderChakra>'],
      ],
    }),
  },
  {
    name: 'fluent',
    label: 'Fluent UI',
    code: composeTemplate({
      imports: [
        "import { FluentProvider, webLightTheme } from '@fluentui/react-components';",
        "import { QueryBuilderFluent } from '@react-querybuilder/fluent';",
        rqbCss,
      ],
      wrappers: [
        ['<FluentProvider theme={webLightTheme}>', '</FluentProvider>'],
        ['<QueryBuilderFluent>', '</QueryBuilderFluent>'],
      ],
    }),
  },
  {
    name: 'mantine',
    label: 'Mantine',
    code: composeTemplate({
      imports: [
        "import { MantineProvider } from '@mantine/core';",
        "import { QueryBuilderMantine } from '@react-querybuilder/mantine';",
        "import '@mantine/core/styles.css';",
        "import '@mantine/dates/styles.css';",
        rqbCss,
      ],
      wrappers: [
        ['<MantineProvider>', '</MantineProvider>'],
        ['<QueryBuilderMantine>', '</QueryBuilderMantine>'],
      ],
    }),
  },
  {
    name: 'material',
    label: 'MUI',
    code: composeTemplate({
      imports: [
        "import { ThemeProvider, createTheme } from '@mui/material/styles';",
        "import { QueryBuilderMaterial } from '@react-querybuilder/material';",
        rqbCss,
      ],
      setup: 'const theme = createTheme();',
      wrappers: [
        ['<ThemeProvider theme={theme}>', '</ThemeProvider>'],
        ['<QueryBuilderMaterial>', '</QueryBuilderMaterial>'],
      ],
    }),
  },
  {
    name: 'tremor',
    label: 'Tremor',
    code: composeTemplate({
      // The sandbox applies Tremor's Tailwind styles itself; a project needs Tailwind set up.
      imports: ["import { QueryBuilderTremor } from '@react-querybuilder/tremor';", rqbCss],
      wrappers: [["<QueryBuilderTremor controlClassnames={{ combinators: 'min-w-[8rem]', fields: 'min-w-[10rem]', operators: 'min-w-[10rem]' }}>", '</QueryBuilderTremor>']],
    }),
  },
  {
    name: 'dnd',
    label: 'Drag and drop',
    code: composeTemplate({
      imports: [
        "import { QueryBuilderDnD } from '@react-querybuilder/dnd';",
        "import * as ReactDnD from 'react-dnd';",
        "import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';",
        rqbCss,
      ],
      // One object for the whole app: a new one on every render would restart the drag-and-drop setup.
      setup: 'const dnd = { ...ReactDnD, ...ReactDndHtml5Backend };',
      wrappers: [['<QueryBuilderDnD dnd={dnd}>', '</QueryBuilderDnD>']],
    }),
  },
  {
    name: 'datetime',
    label: 'Dates (datetime)',
    code: composeTemplate({
      imports: ["import { datetimeRuleProcessorSQL } from '@react-querybuilder/datetime/jsdate';", rqbCss],
      output: "formatQuery(query, { format: 'sql', ruleProcessor: datetimeRuleProcessorSQL })",
      outputLabel: 'SQL (date-aware)',
      extraRules: ["{ field: 'birthDate', operator: 'between', value: '1960-01-01,1979-12-31' }"],
    }),
  },
];

export const defaultTemplateName = 'basic';

export function findTemplate(name: string | null | undefined): SandboxTemplate | undefined {
  return sandboxTemplates.find(template => template.name === name);
}

export const defaultTemplate = (): SandboxTemplate => findTemplate(defaultTemplateName)!;
