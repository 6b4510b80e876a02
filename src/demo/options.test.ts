import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DemoOnlyOptionName, ExportOnlyOptionName, OptionName, QueryBuilderPropName } from './options';
import {
  defaultOptions,
  demoOnlyOptionNames,
  docsLinkFor,
  exportOnlyOptionNames,
  exportOptionTable,
  optionNames,
  optionPanelEntries,
  optionTable,
} from './options';
import { builderPropsFromOptions, fieldsForOptions, type OptionDrivenProps } from './builderProps';

// Names that are QueryBuilder props; checked by the compiler (npm test runs tsc over this file).
type PropOptionName = Exclude<OptionName, DemoOnlyOptionName | ExportOnlyOptionName>;
expectTypeOf<PropOptionName>().toExtend<QueryBuilderPropName>();
expectTypeOf<keyof OptionDrivenProps>().toExtend<QueryBuilderPropName>();

describe('option table', () => {
  it('names each option once', () => {
    const names = optionTable.map(option => option.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists every demo-only option, and uses each one', () => {
    const names: string[] = optionTable.map(option => option.name);
    for (const name of demoOnlyOptionNames) expect(names).toContain(name);
  });

  it('links each prop option to the anchor named after the prop in lower case', () => {
    for (const option of optionTable) {
      if ((demoOnlyOptionNames as readonly string[]).includes(option.name)) continue;
      expect(option.docsProp, option.name).toBe(option.name);
      expect(docsLinkFor(option)).toBe(`/docs/components/querybuilder#${option.name.toLowerCase()}`);
    }
  });

  it('links each demo-only option to the prop it drives', () => {
    const docsProps = Object.fromEntries(optionTable.map(option => [option.name, option.docsProp]));
    expect(docsProps).toMatchObject({
      validateQuery: 'validator',
      showBranches: 'controlClassnames',
      justifiedLayout: 'controlClassnames',
      responsiveLayout: 'controlClassnames',
    });
    expect(docsLinkFor({ docsProp: 'controlClassnames' })).toBe('/docs/components/querybuilder#controlclassnames');
    // The docs give branch lines their own section.
    expect(docsLinkFor(optionTable.find(option => option.name === 'showBranches')!)).toBe(
      '/docs/components/querybuilder#showbranches'
    );
  });

  it('gives every option a label and a one-sentence explanation', () => {
    for (const option of [...optionTable, ...exportOptionTable]) {
      expect(option.label.length, option.name).toBeGreaterThan(0);
      expect(option.explanation, option.name).toMatch(/^[A-Z].*\.$/);
      expect(option.explanation.split(/\.\s/).length, option.name).toBe(1);
    }
  });

  it('starts from the library defaults for the reset and auto-select props', () => {
    expect(defaultOptions).toMatchObject({
      resetOnFieldChange: true,
      resetOnOperatorChange: false,
      autoSelectField: true,
      autoSelectOperator: true,
      autoSelectValue: true,
      enableDragAndDrop: false,
      showUndoRedo: false,
    });
  });
});

describe('export options', () => {
  it('lists every export-only option once, apart from the builder options', () => {
    expect(exportOptionTable.map(option => option.name)).toEqual([...exportOnlyOptionNames]);
    const builderNames: string[] = optionTable.map(option => option.name);
    for (const name of exportOnlyOptionNames) expect(builderNames).not.toContain(name);
    expect(new Set(optionNames).size).toBe(optionTable.length + exportOptionTable.length);
  });

  it('starts with the date-time package off and links it to the datetime docs page', () => {
    expect(defaultOptions.useDateTimePackage).toBe(false);
    const entry = optionPanelEntries.find(option => option.name === 'useDateTimePackage');
    expect(entry).toMatchObject({
      label: 'Use date-time package',
      docsLink: '/docs/datetime',
      docsLabel: '@react-querybuilder/datetime',
    });
  });

  it('shows every option in the panel, builder options first with their QueryBuilder links', () => {
    expect(optionPanelEntries.map(entry => entry.name)).toEqual(optionNames);
    for (const [index, option] of optionTable.entries()) {
      expect(optionPanelEntries[index]).toEqual({
        name: option.name,
        label: option.label,
        explanation: option.explanation,
        docsLink: docsLinkFor(option),
        docsLabel: option.docsProp,
      });
    }
  });
});

describe('builder props from options', () => {
  it('turns layout options into the standard classnames', () => {
    const props = builderPropsFromOptions({ ...defaultOptions, showBranches: true, justifiedLayout: true });
    expect(props.controlClassnames.queryBuilder).toBe('queryBuilder-branches queryBuilder-justified');
    expect(builderPropsFromOptions(defaultOptions).controlClassnames.queryBuilder).toBe('');
  });

  it('passes a validator and validating fields only while validation is on', () => {
    expect(builderPropsFromOptions({ ...defaultOptions, validateQuery: true }).validator).toBeTypeOf('function');
    expect(builderPropsFromOptions({ ...defaultOptions, validateQuery: false }).validator).toBeUndefined();
    expect(fieldsForOptions({ validateQuery: true }).some(field => field.validator)).toBe(true);
    expect(fieldsForOptions({ validateQuery: false }).some(field => field.validator)).toBe(false);
  });

  it('parses numbers in "strict-limited" mode when asked', () => {
    expect(builderPropsFromOptions({ ...defaultOptions, parseNumbers: true }).parseNumbers).toBe('strict-limited');
    expect(builderPropsFromOptions(defaultOptions).parseNumbers).toBe(false);
  });
});
