// The page's server render, Docusaurus's modules stood in for: the frame is in the HTML, in one
// main landmark. (Results render in the browser: tests/e2e/search-page.spec.ts.)
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';

vi.mock('@docusaurus/Head', () => ({ default: () => null }));
vi.mock('@docusaurus/Link', () => ({ default: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as never}</a> }));
vi.mock('@docusaurus/Translate', () => {
  const fill = (message: string, values: Record<string, unknown> = {}) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
  return {
    default: ({ children }: { children: string }) => <>{children}</>,
    translate: ({ message }: { message: string }, values?: Record<string, unknown>) => fill(message, values),
  };
});
vi.mock('@docusaurus/useDocusaurusContext', () => ({ default: () => ({ i18n: { currentLocale: 'en' } }) }));
vi.mock('@docusaurus/plugin-content-docs/client', () => ({
  useAllDocsData: () => ({
    default: {
      versions: [
        { name: 'current', label: 'Next', isLast: false },
        { name: '7', label: 'v7 / v8', isLast: true },
      ],
    },
  }),
}));
vi.mock('@docusaurus/theme-common', () => ({
  HtmlClassNameProvider: ({ children }: { children: unknown }) => <>{children as never}</>,
  PageMetadata: () => null,
  usePluralForm: () => ({ selectMessage: (count: number, message: string) => message.split('|')[count === 1 ? 0 : 1] }),
  useSearchQueryString: () => ['', () => {}],
}));
vi.mock('@docusaurus/theme-search-algolia/client', () => ({
  useAlgoliaThemeConfig: () => ({ algolia: { indexName: 'fixture', contextualSearch: true } }),
  useSearchResultUrlProcessor: () => (url: string) => new URL(url).pathname + new URL(url).hash,
}));
vi.mock('@theme/Layout', () => ({ default: ({ children }: { children: unknown }) => <div>{children as never}</div> }));
vi.mock('@theme/Heading', () => ({ default: ({ as: Tag, ...props }: { as: 'h1' }) => <Tag {...props} /> }));
vi.mock('./styles.module.css', () => ({ default: {} }));

vi.mock('../../client', () => ({ liteClient: () => ({ search: () => new Promise(() => {}) }) }));

it('renders title, form and version select inside one main on the server, and no results yet', async () => {
  const { default: LocalSearchPage } = await import('./index');
  const html = renderToString(<LocalSearchPage />);
  expect(html.match(/<main/g)).toHaveLength(1);
  expect(html).toMatch(/<main[^>]*><h1>Search the documentation<\/h1><form role="search">/);
  expect(html).toContain('aria-label="Docs version to search"');
  expect(html).not.toContain('<article');
});
