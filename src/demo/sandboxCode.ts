import { defaultOperators, isRuleGroupTypeIC, type Field } from 'react-querybuilder';
import { encodeShareHash } from '../sandbox/shareCodec';
import { builderPropsFromOptions, fieldsForOptions } from './builderProps';
import { datetimeOverrideSources } from './datetime';
import { demoValidators } from './fields';
import { formatById, formatCallDeclarations, formatCallImports, formatCallSource, type CallSettings } from './formats';
import type { KitId } from './kits';
import { demoOnlyOptionNames, optionTable, type DemoOptions } from './options';
import { stripIds, type DemoState } from './state';
import { Code, literal, printWidth, quote } from './source';

export { literal, quote } from './source';

/**
 * "Open in sandbox": the current demo written out as one TSX module for /sandbox, whose contract
 * is a default export `App` importing only what the sandbox runtime provides (see
 * src/sandbox/moduleResolver.ts). The module holds the current fields, the query as
 * `initialQuery`, the options that are on as `QueryBuilder` props, the kit's provider, and the
 * export panel's exact `formatQuery` call under the builder.
 */

// ---------------------------------------------------------------------------------------------
// UI kits, as the sandbox's own templates set them up (src/sandbox/templates.ts; a unit test
// checks that every line below appears in the matching template).

interface SandboxKit {
  /** The sandbox template the kit starts from; the sandbox's Reset returns to it. */
  template: string;
  /** Import lines for the kit's components (stylesheets go in `stylesheets`). */
  imports: string[];
  stylesheets: string[];
  /** Declarations the wrappers need, e.g. a theme. */
  setup?: string;
  /** Opening and closing tags around `<QueryBuilder>`, outermost first. */
  wrappers: Array<[open: string, close: string]>;
}

const querybuilderCss = "import 'react-querybuilder/dist/query-builder.css';";

export const sandboxKits: Record<KitId, SandboxKit> = {
  native: { template: 'basic', imports: [], stylesheets: [], wrappers: [] },
  antd: {
    template: 'antd',
    imports: ["import { ConfigProvider } from 'antd';", "import { QueryBuilderAntD } from '@react-querybuilder/antd';"],
    stylesheets: [],
    wrappers: [
      ['<ConfigProvider>', '</ConfigProvider>'],
      ['<QueryBuilderAntD>', '</QueryBuilderAntD>'],
    ],
  },
  bootstrap: {
    template: 'bootstrap',
    imports: ["import { QueryBuilderBootstrap } from '@react-querybuilder/bootstrap';"],
    stylesheets: ["import 'bootstrap/dist/css/bootstrap.min.css';", "import 'bootstrap-icons/font/bootstrap-icons.min.css';"],
    wrappers: [["<QueryBuilderBootstrap controlClassnames={{ combinators: 'w-auto', fields: 'w-auto', operators: 'w-auto', value: 'w-auto' }}>", '</QueryBuilderBootstrap>']],
  },
  bulma: {
    template: 'bulma',
    imports: ["import { QueryBuilderBulma } from '@react-querybuilder/bulma';"],
    stylesheets: ["import 'bulma/css/bulma.min.css';"],
    wrappers: [['<QueryBuilderBulma>', '</QueryBuilderBulma>']],
  },
  chakra: {
    template: 'chakra',
    imports: [
      "import { ChakraProvider, defaultSystem } from '@chakra-ui/react';",
      "import { QueryBuilderChakra } from '@react-querybuilder/chakra';",
    ],
    stylesheets: [],
    wrappers: [
      ['<ChakraProvider value={defaultSystem}>', '</ChakraProvider>'],
      ['<QueryBuilderChakra>', '</QueryBuilderChakra>'],
    ],
  },
  fluent: {
    template: 'fluent',
    imports: [
      "import { FluentProvider, webLightTheme } from '@fluentui/react-components';",
      "import { QueryBuilderFluent } from '@react-querybuilder/fluent';",
    ],
    stylesheets: [],
    wrappers: [
      ['<FluentProvider theme={webLightTheme}>', '</FluentProvider>'],
      ['<QueryBuilderFluent>', '</QueryBuilderFluent>'],
    ],
  },
  mantine: {
    template: 'mantine',
    imports: ["import { MantineProvider } from '@mantine/core';", "import { QueryBuilderMantine } from '@react-querybuilder/mantine';"],
    stylesheets: ["import '@mantine/core/styles.css';", "import '@mantine/dates/styles.css';"],
    wrappers: [
      ['<MantineProvider>', '</MantineProvider>'],
      ['<QueryBuilderMantine>', '</QueryBuilderMantine>'],
    ],
  },
  material: {
    template: 'material',
    imports: [
      "import { ThemeProvider, createTheme } from '@mui/material/styles';",
      "import { QueryBuilderMaterial } from '@react-querybuilder/material';",
    ],
    stylesheets: [],
    setup: 'const theme = createTheme();',
    wrappers: [
      ['<ThemeProvider theme={theme}>', '</ThemeProvider>'],
      ['<QueryBuilderMaterial>', '</QueryBuilderMaterial>'],
    ],
  },
  tremor: {
    template: 'tremor',
    // The sandbox applies Tremor's Tailwind styles itself.
    imports: ["import { QueryBuilderTremor } from '@react-querybuilder/tremor';"],
    stylesheets: [],
    wrappers: [["<QueryBuilderTremor controlClassnames={{ combinators: 'min-w-[8rem]', fields: 'min-w-[10rem]', operators: 'min-w-[10rem]' }}>", '</QueryBuilderTremor>']],
  },
};

/** Drag and drop, set up as the sandbox's "dnd" template does; outermost, as in the demo. */
export const sandboxDragAndDrop = {
  template: 'dnd',
  imports: [
    "import { QueryBuilderDnD } from '@react-querybuilder/dnd';",
    "import * as ReactDnD from 'react-dnd';",
    "import * as ReactDndHtml5Backend from 'react-dnd-html5-backend';",
  ],
  setup: 'const dnd = { ...ReactDnD, ...ReactDndHtml5Backend };',
  wrapper: ['<QueryBuilderDnD dnd={dnd}>', '</QueryBuilderDnD>'] as [string, string],
};

// Writing values as source: see source.ts (shared with the export panel's displayed call).

// ---------------------------------------------------------------------------------------------
// Fields: validators and operator lists become code, shared option lists are declared once

type ValidatorName = keyof typeof demoValidators;

const validatorPrelude = `// The demo's validators: a rule passes when its operator takes no value, or every value does.
const valueItems = (rule: RuleType): string[] => {
  const items = Array.isArray(rule.value)
    ? rule.value
    : ['in', 'notIn', 'between', 'notBetween'].includes(rule.operator)
      ? String(rule.value ?? '').split(',')
      : [rule.value];
  return items.map(item => String(item ?? '').trim());
};
const validateItems =
  (isValidItem: (item: string) => boolean, reason: string) =>
  (rule: RuleType): ValidationResult => {
    if (rule.operator === 'null' || rule.operator === 'notNull') return { valid: true };
    const valid = valueItems(rule).every(isValidItem);
    return valid ? { valid } : { valid, reasons: [reason] };
  };`;

/** The source of each validator in `demoValidators` (fields.ts), built on the prelude above. */
export const validatorSources: Record<ValidatorName, string> = {
  required: "validateItems(item => item.length > 0, 'Enter a value.')",
  age: "validateItems(item => /^\\d+$/.test(item) && Number(item) <= 150, 'Enter a whole number from 0 to 150.')",
  email: `(rule: RuleType): ValidationResult =>
    ['=', '!=', 'in', 'notIn'].includes(rule.operator)
      ? validateItems(item => /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(item), 'Enter an e-mail address such as ada@example.com.')(rule)
      : validateItems(item => item.length > 0, 'Enter part of an e-mail address.')(rule)`,
  date: "validateItems(item => /^\\d{4}-\\d{2}-\\d{2}$/.test(item) && !Number.isNaN(Date.parse(item)), 'Enter a date as YYYY-MM-DD.')",
};

/** The code that declares the named validators, for tests that run it. */
export const validatorModuleSource = (names: readonly ValidatorName[]) =>
  `${validatorPrelude}\nconst validators = {\n${names.map(name => `  ${name}: ${validatorSources[name]},`).join('\n')}\n};`;

const validatorNameOf = (validator: unknown): ValidatorName | undefined =>
  (Object.keys(demoValidators) as ValidatorName[]).find(name => demoValidators[name] === validator);

/** `operatorsNamed('=', '!=')` when every operator is one of the library's defaults, unchanged. */
function operatorsSource(operators: unknown): Code | undefined {
  if (!Array.isArray(operators)) return undefined;
  const names: string[] = [];
  for (const operator of operators) {
    const known = defaultOperators.find(candidate => candidate.name === (operator as { name?: unknown })?.name);
    if (!known || JSON.stringify(known) !== JSON.stringify(operator)) return undefined;
    names.push(known.name);
  }
  return new Code(`operatorsNamed(${names.map(quote).join(', ')})`);
}

interface FieldsSource {
  declarations: string[];
  usesOperatorsNamed: boolean;
  validators: ValidatorName[];
}

function fieldsSource(fields: Field[]): FieldsSource {
  const validators: ValidatorName[] = [];
  let usesOperatorsNamed = false;
  // Option lists used by more than one field (the instruments) are declared once.
  const valueLists = new Map<string, { name: string; count: number; value: unknown }>();
  for (const field of fields) {
    if (!Array.isArray(field.values)) continue;
    const key = JSON.stringify(field.values);
    const list = valueLists.get(key) ?? { name: `${field.name}Options`, count: 0, value: field.values };
    list.count++;
    valueLists.set(key, list);
  }
  const shared = [...valueLists.values()].filter(list => list.count > 1);
  const declarations = shared.map(list => `const ${list.name} = ${literal(list.value)};`);

  const written = fields.map(field => {
    const entries: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(field)) {
      const operators = key === 'operators' ? operatorsSource(value) : undefined;
      const sharedList = key === 'values' && Array.isArray(value) ? valueLists.get(JSON.stringify(value)) : undefined;
      if (key === 'validator') {
        const name = validatorNameOf(value);
        // A validator the demo does not name cannot be written out; the field goes without it.
        if (!name) continue;
        if (!validators.includes(name)) validators.push(name);
        entries.validator = new Code(`validators.${name}`);
      } else if (operators) {
        usesOperatorsNamed = true;
        entries.operators = operators;
      } else if (sharedList && sharedList.count > 1) {
        entries.values = new Code(sharedList.name);
      } else if (typeof value !== 'function') {
        entries[key] = value;
      }
    }
    return entries;
  });
  declarations.push(`const fields: Field[] = ${literal(written)};`);
  return { declarations, usesOperatorsNamed, validators };
}

// ---------------------------------------------------------------------------------------------
// The module

/** `QueryBuilder` props for the options that are on, as JSX attributes. */
export function builderPropsSource(options: DemoOptions): string[] {
  const props = builderPropsFromOptions(options);
  const attributes: string[] = [];
  const skipped = new Set<string>([
    ...demoOnlyOptionNames,
    // The query's shape carries independent combinators; the prop is ignored since v7.
    'independentCombinators',
    // Undo and redo need react-querybuilder/history, which the sandbox runtime does not provide.
    'showUndoRedo',
    'parseNumbers',
  ]);
  for (const option of optionTable) {
    if (skipped.has(option.name)) continue;
    const value = options[option.name];
    if (value === option.defaultValue) continue;
    attributes.push(value ? option.name : `${option.name}={false}`);
  }
  if (props.parseNumbers) attributes.push(`parseNumbers="${props.parseNumbers}"`);
  if (props.validator) attributes.push('validator={defaultValidator}');
  if (props.controlClassnames.queryBuilder) {
    attributes.push(`controlClassnames={{ queryBuilder: ${quote(props.controlClassnames.queryBuilder)} }}`);
  }
  return attributes;
}

/** What the displayed `formatQuery` call depends on, with the date-time processors by name. */
export const callSettingsFor = (state: DemoState): CallSettings => ({
  validate: state.options.validateQuery,
  parseNumbers: state.options.parseNumbers,
  sqlPreset: state.sqlPreset,
  nlLanguage: state.nlLanguage,
  overrides: state.options.useDateTimePackage ? datetimeOverrideSources : undefined,
});

const importLine = (names: string[], from: string) => {
  const line = `import { ${names.join(', ')} } from '${from}';`;
  return line.length <= printWidth ? line : `import {\n${names.map(name => `  ${name},`).join('\n')}\n} from '${from}';`;
};

/** The demo as a complete sandbox module (default export `App`). */
export function sandboxModuleFor(kit: KitId, state: DemoState): string {
  const kitParts = sandboxKits[kit];
  const { options } = state;
  const dnd = options.enableDragAndDrop ? sandboxDragAndDrop : undefined;
  const fields = fieldsSource(fieldsForOptions(options));
  const independent = isRuleGroupTypeIC(state.query);
  const settings = callSettingsFor(state);
  const format = formatById(state.format);
  const attributes = builderPropsSource(options);
  const callDeclarations = formatCallDeclarations(state.format, settings);

  const libraryNames = [
    'QueryBuilder',
    ...(fields.usesOperatorsNamed ? ['defaultOperators'] : []),
    ...(settings.validate ? ['defaultValidator'] : []),
    'formatQuery',
    'type Field',
    independent ? 'type RuleGroupTypeIC' : 'type RuleGroupType',
    ...(fields.validators.length > 0 ? ['type RuleType', 'type ValidationResult'] : []),
  ];
  const imports = [
    "import { useState } from 'react';",
    importLine(libraryNames, 'react-querybuilder'),
    ...kitParts.imports,
    ...(dnd?.imports ?? []),
    ...formatCallImports(state.format, settings),
    ...kitParts.stylesheets,
    querybuilderCss,
  ];

  const blocks = [
    imports.join('\n'),
    ...(fields.validators.length > 0 ? [validatorModuleSource(fields.validators)] : []),
    ...(fields.usesOperatorsNamed
      ? ['const operatorsNamed = (...names: string[]) => defaultOperators.filter(op => names.includes(op.name));']
      : []),
    ...fields.declarations,
    ...(callDeclarations.length > 0 ? [callDeclarations.join('\n')] : []),
    `const initialQuery: ${independent ? 'RuleGroupTypeIC' : 'RuleGroupType'} = ${literal(stripIds(state.query))};`,
    ...[kitParts.setup, dnd?.setup].filter((setup): setup is string => Boolean(setup)),
  ];

  const wrappers = [...(dnd ? [dnd.wrapper] : []), ...kitParts.wrappers];
  const depth = 3 + wrappers.length;
  const indent = (level: number) => '  '.repeat(level);
  const builder = [
    `${indent(depth)}<QueryBuilder`,
    ...['fields={fields}', 'defaultQuery={initialQuery}', 'onQueryChange={setQuery}', ...attributes].map(
      attribute => `${indent(depth + 1)}${attribute}`
    ),
    `${indent(depth)}/>`,
  ];
  const tree = [
    ...wrappers.map(([open], index) => `${indent(3 + index)}${open}`),
    ...builder,
    ...wrappers.map(([, close], index) => `${indent(3 + index)}${close}`).reverse(),
  ];
  const call = formatCallSource(state.format, settings).split('\n').join(`\n${indent(4)}`);
  const note = options.showUndoRedo
    ? '// "Undo and redo" is on in the demo; it needs QueryBuilderHistory from react-querybuilder/history,\n// which the sandbox cannot load, so this module leaves it out.\n'
    : '';

  return `${blocks.join('\n\n')}

${note}export default function App() {
  const [query, setQuery] = useState(initialQuery);
  return (
    <>
${tree.join('\n')}
      <h2>${format.label}</h2>
      <pre>
        {${call}}
      </pre>
    </>
  );
}
`;
}

/** The sandbox URL (without base URL) that opens this demo: the kit's template, the code in the hash. */
export function sandboxPathFor(kit: KitId, state: DemoState): string {
  return `/sandbox?template=${sandboxKits[kit].template}${encodeShareHash(sandboxModuleFor(kit, state))}`;
}

/**
 * The demo's fields as a module of their own (`fields.ts`), for a project that keeps them apart
 * from the component: the same declarations the sandbox module holds, with `fields` exported.
 */
export function fieldsModuleFor(options: DemoOptions): string {
  const fields = fieldsSource(fieldsForOptions(options));
  const names = [
    ...(fields.usesOperatorsNamed ? ['defaultOperators'] : []),
    'type Field',
    ...(fields.validators.length > 0 ? ['type RuleType', 'type ValidationResult'] : []),
  ];
  const declarations = fields.declarations.map(declaration =>
    declaration.startsWith('const fields: ') ? `export ${declaration}` : declaration
  );
  return `${[
    importLine(names, 'react-querybuilder'),
    ...(fields.validators.length > 0 ? [validatorModuleSource(fields.validators)] : []),
    ...(fields.usesOperatorsNamed
      ? ['const operatorsNamed = (...names: string[]) => defaultOperators.filter(op => names.includes(op.name));']
      : []),
    ...declarations,
  ].join('\n\n')}\n`;
}
