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

/** Each global, with the entry point it is loaded from. Loaded lazily: none is in the page bundle. */
export const consoleUtilityLoaders: Record<string, Loader> = {
  formatQuery: () => import('react-querybuilder/formatQuery'),
  transformQuery: () => import('react-querybuilder/transformQuery'),
  parseSQL: () => import('react-querybuilder/parseSQL'),
  parseMongoDB: () => import('react-querybuilder/parseMongoDB'),
  parseJsonLogic: () => import('react-querybuilder/parseJsonLogic'),
  parseCEL: () => import('react-querybuilder/parseCEL'),
  parseSpEL: () => import('react-querybuilder/parseSpEL'),
  parseJSONata: () => import('react-querybuilder/parseJSONata'),
  parseCypher: () => import('react-querybuilder/parseCypher'),
  parseGremlin: () => import('react-querybuilder/parseGremlin'),
  parseSPARQL: () => import('react-querybuilder/parseSPARQL'),
};

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
  out: ConsoleLike
): Promise<string[]> {
  const entries = await Promise.all(
    Object.entries(consoleUtilityLoaders).map(async ([name, load]) => {
      const mod = await load();
      return [name, mod[name]] as const;
    })
  );
  const exposed: string[] = [];
  for (const [name, fn] of entries) {
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
