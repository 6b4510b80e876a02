/**
 * Which installed package each docs version's samples run against. Older majors are installed
 * under aliases (`rqb6` is `react-querybuilder@6.5.5`, ...), so a version-6 page's computed
 * output comes from v6 itself.
 */
export const libraryAliasByDocsFolder: Record<string, Record<string, string>> = {
  'version-6': { 'react-querybuilder': 'rqb6' },
  'version-5': { 'react-querybuilder': 'rqb5' },
  'version-4': { 'react-querybuilder': 'rqb4' },
  'version-3': { 'react-querybuilder': 'rqb3' },
};
