/**
 * Puts the library's import/export utilities on `window` so a visitor can try them in the
 * browser console (`formatQuery(parseSQL("a = 1"), "mongodb_query")`).
 */

type Loader = () => Promise<Record<string, unknown>>;

/**
 * How long after the load event the utilities start loading. Evaluating every parser takes the
 * main thread for a few long tasks (about 200 ms of Lighthouse's total blocking time on a docs
 * page when they loaded at the first idle moment); a visitor scrolling or clicking in their
 * first seconds should not wait on a developer convenience. Anyone opening the console has them
 * well before they type.
 */
export const CONSOLE_UTILITIES_DELAY_MS = 5000;

/**
 * The globals, in the order the console lists them: formatQuery and transformQuery, then every
 * parser the installed library exports (a unit test compares this with its entry points).
 */
export const consoleUtilityNames = [
  'formatQuery',
  'transformQuery',
  'parseSQL',
  'parseMongoDB',
  'parseJsonLogic',
  'parseCEL',
  'parseSpEL',
  'parseJSONata',
  'parseCypher',
  'parseGremlin',
  'parseSPARQL',
] as const;

/** Loads them all, lazily: none is in the page bundle, and they arrive as one chunk. */
export const loadConsoleUtilities: Loader = () => import('./consoleUtilityModules');

export const consoleBanner = String.raw`
  ┌─────────────────────────────────────────────┐
  │  ╭─ AND ─────────────────────────────────╮  │
  │  │  ▸ field   ▾ operator   [ value    ]  │  │
  │  │  ╭─ OR ──────────────────────────╮    │  │
  │  │  │  ▸ field  ▾ operator  [ … ]   │    │  │
  │  │  ╰───────────────────────────────╯    │  │
  │  ╰───────────────────────────────────────╯  │
  │          R E A C T   Q U E R Y              │
  │             B U I L D E R                   │
  └─────────────────────────────────────────────┘`;

type ConsoleLike = Pick<Console, 'log'>;

/** Loads every utility, assigns it to `target`, and logs the banner and the list. */
export async function exposeConsoleUtilities(
  target: Record<string, unknown>,
  out: ConsoleLike,
  load: Loader = loadConsoleUtilities
): Promise<string[]> {
  const utilities = await load();
  const exposed: string[] = [];
  for (const name of consoleUtilityNames) {
    const fn = utilities[name];
    if (typeof fn === 'function') {
      target[name] = fn;
      exposed.push(name);
    }
  }
  out.log(`%c${consoleBanner}`, 'color:#1b5fa8;font-family:monospace;font-weight:bold');
  out.log(
    `These React Query Builder utilities are ready to use here in the console:\n${exposed
      .map(name => `  • ${name}`)
      .join('\n')}\n\nTry: formatQuery(parseSQL("firstName = 'Ada' and age > 30"), "mongodb_query")`
  );
  return exposed;
}
