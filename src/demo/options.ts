import type { FullCombinator, FullField, FullOperator, QueryBuilderProps, RuleGroupType } from 'react-querybuilder';

/** Every prop name `QueryBuilder` accepts in the installed version. */
export type QueryBuilderPropName = keyof QueryBuilderProps<RuleGroupType, FullField, FullOperator, FullCombinator>;

/**
 * Options the demo offers that are not `QueryBuilder` props of the same name. Each maps onto a
 * real prop (named in its `docsAnchor`) in `builderPropsFromOptions`.
 */
export const demoOnlyOptionNames = ['validateQuery', 'showBranches', 'justifiedLayout', 'responsiveLayout'] as const;
export type DemoOnlyOptionName = (typeof demoOnlyOptionNames)[number];

export interface OptionDefinition {
  name: QueryBuilderPropName | DemoOnlyOptionName;
  label: string;
  /** One sentence, second person, shown under the label. */
  explanation: string;
  /**
   * The prop the docs describe for this option: the option itself, or for demo-only options the
   * prop they drive. Its anchor on /docs/components/querybuilder is the name in lower case.
   */
  docsProp: QueryBuilderPropName;
  /** Anchor to use instead of `docsProp` in lower case, where the docs give the topic its own. */
  docsAnchor?: string;
  /** Value on a fresh demo. For props it is the library's own default. */
  defaultValue: boolean;
}

/**
 * The options panel, in display order. `satisfies` makes the compiler reject a name that is
 * neither a `QueryBuilder` prop nor a listed demo-only option.
 */
export const optionTable = [
  {
    name: 'showCombinatorsBetweenRules',
    label: 'Combinators between rules',
    explanation: 'Shows the and/or selector between each pair of rules instead of once in the group header.',
    docsProp: 'showCombinatorsBetweenRules',
    defaultValue: false,
  },
  {
    name: 'showNotToggle',
    label: 'Show "not" toggle',
    explanation: 'Adds a toggle to each group that negates the whole group.',
    docsProp: 'showNotToggle',
    defaultValue: false,
  },
  {
    name: 'showCloneButtons',
    label: 'Show clone buttons',
    explanation: 'Adds a button to each rule and group that inserts a copy right after it.',
    docsProp: 'showCloneButtons',
    defaultValue: false,
  },
  {
    name: 'showLockButtons',
    label: 'Show lock buttons',
    explanation: 'Adds a button to each rule and group that disables editing it.',
    docsProp: 'showLockButtons',
    defaultValue: false,
  },
  {
    name: 'showMuteButtons',
    label: 'Show mute buttons',
    explanation: 'Adds a button to each rule and group that leaves it out of the exported query.',
    docsProp: 'showMuteButtons',
    defaultValue: false,
  },
  {
    name: 'showShiftActions',
    label: 'Show shift actions',
    explanation: 'Adds up and down buttons that move a rule or group one place.',
    docsProp: 'showShiftActions',
    defaultValue: false,
  },
  {
    name: 'showUngroupButtons',
    label: 'Show ungroup buttons',
    explanation: 'Adds a button to each subgroup that replaces it with its own rules.',
    docsProp: 'showUngroupButtons',
    defaultValue: false,
  },
  {
    name: 'showUndoRedo',
    label: 'Undo and redo',
    explanation: 'Records changes and shows undo and redo buttons in the outermost group.',
    docsProp: 'showUndoRedo',
    defaultValue: false,
  },
  {
    name: 'enableDragAndDrop',
    label: 'Drag and drop',
    explanation: 'Adds a drag handle to each rule and group so you can move them with the mouse.',
    docsProp: 'enableDragAndDrop',
    defaultValue: false,
  },
  {
    name: 'resetOnFieldChange',
    label: 'Reset on field change',
    explanation: 'Resets the operator and value when you pick another field.',
    docsProp: 'resetOnFieldChange',
    defaultValue: true,
  },
  {
    name: 'resetOnOperatorChange',
    label: 'Reset on operator change',
    explanation: 'Resets the value when you pick another operator.',
    docsProp: 'resetOnOperatorChange',
    defaultValue: false,
  },
  {
    name: 'autoSelectField',
    label: 'Auto-select field',
    explanation: 'Gives new rules the first field; off, they start with a placeholder field.',
    docsProp: 'autoSelectField',
    defaultValue: true,
  },
  {
    name: 'autoSelectOperator',
    label: 'Auto-select operator',
    explanation: 'Gives new rules the first operator; off, they start with a placeholder operator.',
    docsProp: 'autoSelectOperator',
    defaultValue: true,
  },
  {
    // The declaration's TSDoc says `false`, but QueryBuilder 8.24.1 defaults the prop to `true`.
    name: 'autoSelectValue',
    label: 'Auto-select value',
    explanation: 'Gives select-list values the first option; off, they start with a placeholder.',
    docsProp: 'autoSelectValue',
    defaultValue: true,
  },
  {
    name: 'addRuleToNewGroups',
    label: 'Add rule to new groups',
    explanation: 'Puts one default rule in every group you add.',
    docsProp: 'addRuleToNewGroups',
    defaultValue: false,
  },
  {
    name: 'independentCombinators',
    label: 'Independent combinators',
    explanation: 'Converts the query so each pair of rules has its own and/or.',
    docsProp: 'independentCombinators',
    defaultValue: false,
  },
  {
    name: 'listsAsArrays',
    label: 'Lists as arrays',
    explanation: 'Stores multi-value rules (in, between) as arrays instead of comma-separated strings.',
    docsProp: 'listsAsArrays',
    defaultValue: false,
  },
  {
    name: 'parseNumbers',
    label: 'Parse numbers',
    explanation: 'Stores and exports numeric values of number fields as numbers ("strict-limited").',
    docsProp: 'parseNumbers',
    defaultValue: false,
  },
  {
    name: 'validateQuery',
    label: 'Validate the query',
    explanation: 'Runs the field validators and defaultValidator; invalid rules are marked and left out of exports.',
    docsProp: 'validator',
    defaultValue: true,
  },
  {
    name: 'disabled',
    label: 'Disabled',
    explanation: 'Disables every control in the query builder.',
    docsProp: 'disabled',
    defaultValue: false,
  },
  {
    name: 'debugMode',
    label: 'Debug mode',
    explanation: 'Logs every change to the browser console.',
    docsProp: 'debugMode',
    defaultValue: false,
  },
  {
    name: 'showBranches',
    label: 'Show branches',
    explanation: 'Draws tree lines from each group to its rules (the queryBuilder-branches class).',
    docsProp: 'controlClassnames',
    docsAnchor: 'showbranches',
    defaultValue: false,
  },
  {
    name: 'justifiedLayout',
    label: 'Justified layout',
    explanation: 'Pushes the action buttons to the right edge (the queryBuilder-justified class).',
    docsProp: 'controlClassnames',
    defaultValue: false,
  },
  {
    name: 'responsiveLayout',
    label: 'Responsive layout',
    explanation: 'Wraps rule controls onto new lines in narrow containers (the queryBuilder-responsive class).',
    docsProp: 'controlClassnames',
    defaultValue: false,
  },
] as const satisfies readonly OptionDefinition[];

/**
 * Options that change only the export panel, never the builder. They drive `formatQuery`, not a
 * `QueryBuilder` prop, so they link to their own docs page instead of the QueryBuilder page.
 */
export const exportOnlyOptionNames = ['useDateTimePackage'] as const;
export type ExportOnlyOptionName = (typeof exportOnlyOptionNames)[number];

export interface ExportOptionDefinition {
  name: ExportOnlyOptionName;
  label: string;
  /** One sentence, second person, shown under the label. */
  explanation: string;
  /** The docs page (and anchor, if any) that explains what the option switches on. */
  docsPath: string;
  /** What the docs link reads, e.g. the package it loads. */
  docsLabel: string;
  defaultValue: boolean;
}

/** The export options, shown after the builder options in the same panel. */
export const exportOptionTable = [
  {
    name: 'useDateTimePackage',
    label: 'Use date-time package',
    explanation: 'Exports dates with the date-aware rule processors of the datetime package, which loads when you switch this on.',
    docsPath: '/docs/datetime',
    docsLabel: '@react-querybuilder/datetime',
    defaultValue: false,
  },
] as const satisfies readonly ExportOptionDefinition[];

export type OptionName = (typeof optionTable)[number]['name'] | (typeof exportOptionTable)[number]['name'];

/** The state of every option: the part of the demo the options panel edits. */
export type DemoOptions = Record<OptionName, boolean>;

const everyOption: ReadonlyArray<{ name: OptionName; defaultValue: boolean }> = [...optionTable, ...exportOptionTable];

export const defaultOptions: DemoOptions = Object.fromEntries(
  everyOption.map(option => [option.name, option.defaultValue])
) as DemoOptions;

export const optionNames: readonly OptionName[] = everyOption.map(option => option.name);

export const isOptionName = (name: string): name is OptionName => (optionNames as readonly string[]).includes(name);

export const docsAnchorFor = (option: Pick<OptionDefinition, 'docsProp' | 'docsAnchor'>) =>
  option.docsAnchor ?? option.docsProp.toLowerCase();

export const docsLinkFor = (option: Pick<OptionDefinition, 'docsProp' | 'docsAnchor'>) =>
  `/docs/components/querybuilder#${docsAnchorFor(option)}`;

/** One checkbox of the options panel: what it shows and where its docs link goes. */
export interface OptionPanelEntry {
  name: OptionName;
  label: string;
  explanation: string;
  docsLink: string;
  /** Shown as code: the prop, or the package, the docs describe. */
  docsLabel: string;
}

/** The options panel in display order: the builder options, then the export options. */
export const optionPanelEntries: readonly OptionPanelEntry[] = [
  ...optionTable.map(({ name, label, explanation, ...docs }) => ({
    name,
    label,
    explanation,
    docsLink: docsLinkFor(docs),
    docsLabel: docs.docsProp,
  })),
  ...exportOptionTable.map(({ name, label, explanation, docsPath, docsLabel }) => ({
    name,
    label,
    explanation,
    docsLink: docsPath,
    docsLabel,
  })),
];
