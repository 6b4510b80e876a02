/**
 * Starter modules for the sandbox, one per UI kit. Each is a complete TSX module whose default
 * export is `App`, using the site's field set. They share the fields and the starting query so
 * the kits are easy to compare; only the imports and the wrapper around `<QueryBuilder>` differ.
 * The kits' set-up comes from their definitions (src/kits).
 */
import { kits, type Kit } from '../kits';

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
  wrappers?: ReadonlyArray<readonly [open: string, close: string]>;
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

/** A kit's template: its imports, its stylesheets, then the library's, and its wrappers. */
const kitTemplate = ({ label, sandbox }: Kit): SandboxTemplate => ({
  name: sandbox.template,
  label: sandbox.templateLabel ?? label,
  code: composeTemplate({
    imports: [...sandbox.imports, ...sandbox.stylesheets, rqbCss],
    setup: sandbox.setup,
    wrappers: sandbox.wrappers,
  }),
});

export const sandboxTemplates: readonly SandboxTemplate[] = [
  ...kits.map(kitTemplate),
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
