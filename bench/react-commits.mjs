// Which React components render after a page hydrates, commit by commit: the components each
// commit rendered, and the topmost of them (those whose parent did not render: where the update
// started, usually a provider or a hook's owner). Found, on docs pages, the navbar and mobile menu
// rendered again (about 1,200 components) by the preferred-version provider's stored state, and
// the mobile menu's sidebar rendered twice (client-bundle points 17-19). Diagnostic, not part of
// `npm run bench`: build with `--no-minify` for component names.
// A component counts as rendered in a commit when its props or hook state is an object no earlier
// commit held; React keeps both when it skips a component.
// Usage: node bench/react-commits.mjs <build dir> <path> [width]   (COMMITS_TOP=<n> names more
//        components per commit, COMMITS_PORT=<port> serves elsewhere than 3319)
import { chromium } from '@playwright/test';
import { serveBuildCompressed } from './lib/serve.mjs';
import { findChromium } from '../scripts/ensure-chromium.mjs';
import { chromiumArgs } from './lib/page-weight.mjs';

const [dir, path, width = '412'] = process.argv.slice(2);
if (!dir || !path) {
  console.error('Usage: node bench/react-commits.mjs <build dir> <path> [width]');
  process.exit(1);
}
const top = Number(process.env.COMMITS_TOP ?? 12);
const server = await serveBuildCompressed({ dir, port: Number(process.env.COMMITS_PORT ?? 3319) });
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 823 } });
  // React reports each commit to the DevTools hook when one is installed before it loads.
  await page.addInitScript(() => {
    const commits = (window.__reactCommits = []);
    const seen = new WeakSet();
    const isNew = value => value !== null && typeof value === 'object' && !seen.has(value);
    const remember = value => value !== null && typeof value === 'object' && seen.add(value);
    const nameOf = fiber => fiber.type?.displayName || fiber.type?.name || fiber.type?.render?.name || `(tag ${fiber.tag})`;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
      onCommitFiberRoot(_id, root) {
        let rendered = 0;
        const starts = [];
        const walk = (first, parentRendered) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            const didRender = typeof fiber.type !== 'string' && (isNew(fiber.memoizedState) || isNew(fiber.memoizedProps));
            if (didRender) rendered++;
            if (didRender && !parentRendered) starts.push(nameOf(fiber));
            remember(fiber.memoizedState);
            remember(fiber.memoizedProps);
            if (fiber.child) walk(fiber.child, didRender);
          }
        };
        walk(root.current.child, false);
        commits.push({ at: Math.round(performance.now()), rendered, starts });
      },
    };
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
  // Idle work (code block buttons, prefetching) goes on after the load event: wait until a second
  // passes without a commit.
  await page.waitForFunction(
    () => {
      const last = window.__reactCommits.at(-1);
      return last && performance.now() - last.at > 1000;
    },
    undefined,
    { polling: 250, timeout: 30_000 }
  );
  const commits = await page.evaluate(() => window.__reactCommits);
  for (const { at, rendered, starts } of commits) {
    const more = starts.length > top ? ` (+${starts.length - top})` : '';
    console.log(`${at} ms: ${rendered} components; from ${starts.slice(0, top).join(', ')}${more}`);
  }
} finally {
  await browser.close();
  server.stop();
}
