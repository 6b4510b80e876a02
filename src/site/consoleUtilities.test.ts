import { describe, expect, it } from 'vitest';
import { consoleBanner, consoleUtilityLoaders, exposeConsoleUtilities } from './consoleUtilities';

describe('exposeConsoleUtilities', () => {
  it('puts every utility on the target as a function', async () => {
    const target: Record<string, unknown> = {};
    const exposed = await exposeConsoleUtilities(target, { log: () => {} });
    expect(exposed).toEqual(Object.keys(consoleUtilityLoaders));
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
});
