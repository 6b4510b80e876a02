/**
 * The theme's search page puts only the results in <main>, leaving its title and form outside any
 * landmark, names every result's breadcrumb trail "breadcrumbs" (axe: region, landmark-unique), and
 * leaves its docs-version selects unnamed. It takes no props for any of these, so the rendered page
 * is labelled: the column holding title, form and results becomes the main landmark, the results a
 * region within it, each trail is named after its result, and each select gets a name. Called once
 * (components/HostedSearchPage, an effect with no dependencies); returns the cleanup of the observer that
 * labels what later renders add.
 *
 * Hosted mode only: in local mode the plugin renders a page of its own (components/LocalSearchPage)
 * whose markup has these landmarks and names. This labelling still gives the theme's <main> a role
 * (axe's minor `aria-allowed-role`); no labelling of the theme's DOM avoids that: the title and form
 * are siblings of its <main>, so any landmark holding them must hold or sit beside that <main>.
 */
export function labelSearchLandmarks(root: HTMLElement, labels: { results: string; versionSelect: string }): () => void {
  const label = () => {
    root.querySelectorAll('select:not([aria-label])').forEach(select => select.setAttribute('aria-label', labels.versionSelect));
    // The results' <main> appears with the first answer, so this runs again on every change.
    const results = root.querySelector('main');
    const column = results?.parentElement;
    if (results && column && column.getAttribute('role') !== 'main') {
      column.setAttribute('role', 'main');
      results.setAttribute('role', 'region');
      results.setAttribute('aria-label', labels.results);
    }
    // Results of different pages can share a title ("Rule"), so each trail carries its position.
    root.querySelectorAll('main article').forEach((article, index) => {
      const nav = article.querySelector('nav[aria-label]');
      const title = article.querySelector('h2')?.textContent?.trim();
      const name = `Breadcrumbs of result ${index + 1}, ${title}`;
      if (nav && title && nav.getAttribute('aria-label') !== name) nav.setAttribute('aria-label', name);
    });
  };
  label();
  const observer = new MutationObserver(label);
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
