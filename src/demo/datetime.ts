import type { FormatId, FormatOverrides, RuleProcessorSource } from './formats';

/**
 * The "Use date-time package" option: which rule processor of `@react-querybuilder/datetime`
 * replaces the default one, per export format.
 *
 * The demo uses the native `Date` adapter: it needs no date library, so it is the smallest of
 * the package's entry points. The package is loaded only when the option is switched on
 * (`loadDateTimeOverrides` is a dynamic import); this module itself imports nothing from it.
 */
export const datetimeModule = '@react-querybuilder/datetime/jsdate';

type DateTimeModule = typeof import('@react-querybuilder/datetime/jsdate');

/**
 * The processor export for each format the package covers. Formats missing here (JSON, Prisma,
 * LDAP, the graph query languages, diagnostics...) have no date-aware processor and export as
 * they do without the option.
 */
export const datetimeProcessorNames = {
  sql: 'datetimeRuleProcessorSQL',
  parameterized: 'datetimeRuleProcessorParameterized',
  parameterized_named: 'datetimeRuleProcessorParameterized',
  mongodb_query: 'datetimeRuleProcessorMongoDBQuery',
  cel: 'datetimeRuleProcessorCEL',
  spel: 'datetimeRuleProcessorSpEL',
  jsonlogic: 'datetimeRuleProcessorJsonLogic',
  jsonata: 'datetimeRuleProcessorJSONata',
  elasticsearch: 'datetimeRuleProcessorElasticSearch',
  natural_language: 'datetimeRuleProcessorNL',
} as const satisfies Partial<Record<FormatId, keyof DateTimeModule>>;

type CoveredFormat = keyof typeof datetimeProcessorNames;
type ProcessorName = (typeof datetimeProcessorNames)[CoveredFormat];

/** The formats the date-time option changes. */
export const datetimeFormats = Object.keys(datetimeProcessorNames) as CoveredFormat[];

/** The processors by name and module, for showing the call without loading the package. */
export const datetimeOverrideSources: Partial<Record<FormatId, RuleProcessorSource>> = Object.fromEntries(
  datetimeFormats.map(format => [format, { name: datetimeProcessorNames[format], module: datetimeModule }])
);

/** Binds the loaded package's processors to their formats. */
export function datetimeOverrides(processors: Pick<DateTimeModule, ProcessorName>): FormatOverrides {
  return Object.fromEntries(
    datetimeFormats.map(format => {
      const name = datetimeProcessorNames[format];
      return [format, { name, module: datetimeModule, ruleProcessor: processors[name] }];
    })
  );
}

/** Loads the package (its own chunk) and returns the overrides for the export panel. */
export async function loadDateTimeOverrides(): Promise<FormatOverrides> {
  return datetimeOverrides(await import('@react-querybuilder/datetime/jsdate'));
}
