/**
 * The search modal (DocSearch) does not show hits in the order it receives them: it groups them
 * by `hierarchy.lvl0` (the docs section: "Components", "Tips and tricks", ...), groups in order
 * of first appearance, at most five hits per group. So the first group's hits all come before the
 * second group's best hit: for "move a rule programmatically", four component pages ranked 4th
 * to 9th would be shown before the utilities page ranked 2nd.
 *
 * `orderForGroupedDisplay` chooses and orders the hits of a response so that, once grouped, the
 * first pages shown are the ranking's first pages:
 * - a hit of a page below the first `pages` is left out when its group would be shown before
 *   the group of one of those pages (it is still counted in `nbHits`, and the /search page,
 *   which does not group, lists it);
 * - within a group, every page gets one of the group's five places before any page gets a
 *   second, and a page's hits stay together (DocSearch draws a page's sections under it).
 */
/** A hit as the engine shapes it; only `url` and `hierarchy.lvl0` are read. */
export type GroupedHit = { [attribute: string]: unknown };

const urlOf = (hit: GroupedHit) => (typeof hit.url === 'string' ? hit.url : null);
const pageOf = (url: string) => url.split('#')[0];
const groupOf = (hit: GroupedHit) => (hit.hierarchy as { lvl0?: string | null } | undefined)?.lvl0 ?? '';

/** The hits, chosen and ordered for DocSearch's grouping; unchanged when a hit has no URL (not retrieved). */
export function orderForGroupedDisplay<H extends GroupedHit>(hits: H[], { pages = 5, perGroup = 5 } = {}): H[] {
  if (hits.some(hit => urlOf(hit) === null)) return hits;
  const top = new Set<string>();
  for (const hit of hits) {
    if (top.size >= pages) break;
    top.add(pageOf(urlOf(hit)!));
  }
  // Groups in order of first appearance, each with its pages in rank order and their hits.
  const groups = new Map<string, Map<string, H[]>>();
  for (const hit of hits) {
    const group = groupOf(hit);
    let byPage = groups.get(group);
    if (!byPage) groups.set(group, (byPage = new Map()));
    const page = pageOf(urlOf(hit)!);
    const list = byPage.get(page);
    if (list) list.push(hit);
    else byPage.set(page, [hit]);
  }
  const order = [...groups.keys()];
  const lastTop = order.reduce((last, group, i) => ([...groups.get(group)!.keys()].some(page => top.has(page)) ? i : last), -1);
  const out: H[] = [];
  order.forEach((group, i) => {
    let pagesOfGroup = [...groups.get(group)!.entries()];
    if (i < lastTop) pagesOfGroup = pagesOfGroup.filter(([page]) => top.has(page));
    if (pagesOfGroup.length === 0) return;
    // One place per page first, then further sections in rank order of their page.
    const allotted = pagesOfGroup.map(() => 0);
    let free = perGroup;
    pagesOfGroup.forEach((_, k) => {
      if (free > 0) {
        allotted[k] = 1;
        free--;
      }
    });
    pagesOfGroup.forEach(([, list], k) => {
      const extra = Math.min(free, list.length - allotted[k]);
      if (allotted[k] > 0 && extra > 0) {
        allotted[k] += extra;
        free -= extra;
      }
    });
    pagesOfGroup.forEach(([, list], k) => out.push(...list.slice(0, allotted[k])));
  });
  return out;
}
