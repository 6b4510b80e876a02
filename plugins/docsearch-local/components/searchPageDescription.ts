import { translate } from '@docusaurus/Translate';

/** The search page's meta description, in local and hosted mode alike. */
export function searchPageDescription(): string {
  return translate({
    id: 'search.page.metaDescription',
    message: 'Search the React Query Builder docs and API reference, for every docs version.',
    description: 'Meta description of the search page',
  });
}
