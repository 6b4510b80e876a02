/**
 * The stylesheets of a kit's demo frame, linked from its page's HTML. The kits' stylesheets load
 * with their frame's chunk (plugins/client-bundle, point 10), and Docusaurus writes no route
 * chunk into a page's HTML, so without this a kit page would paint the server's markup of the
 * builder unstyled until the frame's chunk had loaded. The browser's chunk loader finds the
 * <link> already there and does not load the file again.
 */

/** Docusaurus's client-manifest.json, the parts read here. */
export interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, { css?: Array<{ file: string }> }>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The chunk name Docusaurus gave a route module, from its generated registry.js. */
export function chunkNameOf(registrySource: string, modulePath: string): string | undefined {
  const entry = new RegExp(`"([^"]+)": \\[\\(\\) => import\\(/\\* webpackChunkName: "[^"]+" \\*/ "${escapeRegExp(modulePath)}"\\)`);
  return entry.exec(registrySource)?.[1];
}

/** The stylesheets the chunks of a chunk name carry, less the one every page links (styles.css). */
export function stylesheetsOf(manifest: ClientManifest, chunkName: string): string[] {
  const files = (manifest.origins[chunkName] ?? []).flatMap(id => (manifest.assets[id]?.css ?? []).map(css => css.file));
  return [...new Set(files)].filter(file => !/(^|\/)styles\.[0-9a-f]+\.css$/.test(file));
}

/** The page's HTML with these stylesheets linked right after the site's styles.css. */
export function withStylesheets(html: string, hrefs: string[]): string {
  const shared = /<link rel="?stylesheet"? href="?[^\s>"]*\/styles\.[0-9a-f]+\.css"?\s*\/?>/;
  const match = shared.exec(html);
  if (!match) throw new Error('[demo-routes] no styles.css <link> found in a demo page; kit stylesheets cannot be linked');
  const links = hrefs.map(href => `<link rel="stylesheet" href="${href}">`).join('');
  return html.slice(0, match.index + match[0].length) + links + html.slice(match.index + match[0].length);
}
