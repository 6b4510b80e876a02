/**
 * Words readers type for what the docs call something else. Each group's words stand for one
 * another in a query (never in the index, so highlighting and shard sizes are unchanged). Kept
 * small and reviewed: every group was checked against the pages it should reach, and a word is in
 * at most one group.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['upgrade', 'migrate', 'migration', 'migrating'],
  ['delete', 'remove'],
  ['mongo', 'mongodb'],
  ['i18n', 'translations', 'translation', 'localization', 'localize'],
  ['dropdown', 'selector'],
  ['dnd', 'drag', 'reorder'],
  ['typescript', 'ts'],
  ['setup', 'install', 'installation'],
  ['css', 'styling', 'styles'],
  ['serialize', 'export'],
  ['initial', 'default'],
  ['mui', 'material'],
  ['outside', 'external'],
  ['deserialize', 'import'],
  ['backend', 'server'],
];

/**
 * Two words readers type for what the docs write as one: the pair matches where the one word does
 * (as an identifier typed apart does: "format query" -> formatQuery).
 */
export const PHRASE_SYNONYMS: Readonly<Record<string, string>> = {
  'material ui': 'mui',
  'json logic': 'jsonlogic',
  'mongo db': 'mongodb',
  'drag drop': 'dnd',
  'back end': 'server',
};

/** The one word a pair of query words stands for, if any. */
export function phraseSynonymOf(first: string, second: string): string | undefined {
  return PHRASE_SYNONYMS[`${first} ${second}`];
}

const byWord = new Map<string, string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const word of group) byWord.set(word, group.filter(other => other !== word));
}

/** The other words of the word's group (none for most words). */
export function synonymsOf(term: string): string[] {
  return byWord.get(term) ?? [];
}
