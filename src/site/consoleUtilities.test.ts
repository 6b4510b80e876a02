import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { consoleBanner, consoleUtilityNames, exposeConsoleUtilities } from './consoleUtilities';
import * as consoleUtilityModules from './consoleUtilityModules';

describe('exposeConsoleUtilities', () => {
  it('puts every utility on the target as a function', async () => {
    const target: Record<string, unknown> = {};
    const exposed = await exposeConsoleUtilities(target, { log: () => {} });
    expect(exposed).toEqual([...consoleUtilityNames]);
    for (const name of exposed) expect(typeof target[name]).toBe('function');
  });

  it('logs the banner first, then the list of names', async () => {
    const lines: string[] = [];
    await exposeConsoleUtilities({}, { log: (first: string) => lines.push(first) });
    expect(lines[0]).toContain(consoleBanner);
    expect(lines[1]).toContain('• parseSQL');
    expect(lines[1]).toContain('• formatQuery');
  });

  it('exposes working functions', async () => {
    const target: Record<string, (...args: unknown[]) => unknown> = {};
    await exposeConsoleUtilities(target, { log: () => {} });
    const query = target.parseSQL("instrument = 'Guitar'");
    expect(target.formatQuery(query, 'mongodb_query')).toEqual({ instrument: 'Guitar' });
  });

  it('loads the utilities through one import, whose module exports exactly the listed names', async () => {
    let loads = 0;
    await exposeConsoleUtilities({}, { log: () => {} }, async () => {
      loads += 1;
      return consoleUtilityModules;
    });
    expect(loads).toBe(1);
    expect(Object.keys(consoleUtilityModules).sort()).toEqual([...consoleUtilityNames].sort());
  });

  it('lists formatQuery, transformQuery and every parser entry point the installed library has', () => {
    const require = createRequire(import.meta.url);
    const manifest = JSON.parse(readFileSync(require.resolve('react-querybuilder/package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    const utilityEntries = Object.keys(manifest.exports)
      .map(entry => entry.replace(/^\.\//, ''))
      .filter(entry => /^(parse[A-Za-z]+|formatQuery|transformQuery)$/.test(entry));
    expect([...consoleUtilityNames].sort()).toEqual(utilityEntries.sort());
  });
});
