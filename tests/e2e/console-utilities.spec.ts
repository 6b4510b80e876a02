import { test, expect } from './support/fixtures';
import { consoleUtilityNames } from '../../src/site/consoleUtilities';

// The list the site exposes; a unit test ties it to the installed library's entry points.
const utilities = [...consoleUtilityNames];

// The utilities start loading CONSOLE_UTILITIES_DELAY_MS (5 s) after the load event.
const afterTheDelay = { timeout: 25_000 };

test('the library utilities become console globals after load', async ({ page }) => {
  await page.goto('/docs/intro');
  await page.waitForFunction(
    () => typeof (window as unknown as Record<string, unknown>).parseSPARQL === 'function',
    undefined,
    afterTheDelay
  );
  const types = await page.evaluate(
    names => names.map(name => typeof (window as unknown as Record<string, unknown>)[name]),
    utilities
  );
  expect(types).toEqual(utilities.map(() => 'function'));
  const sql = await page.evaluate(() => {
    const w = window as unknown as Record<string, (...args: unknown[]) => unknown>;
    return w.formatQuery(w.parseSQL("firstName = 'Ada' and age > 30"), { format: 'sql', parseNumbers: true });
  });
  expect(sql).toBe("(firstName = 'Ada' and age > 30)");
});

test('the console shows the banner and the list of utilities', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', message => logs.push(message.text()));
  await page.goto('/');
  await expect.poll(() => logs.join('\n'), afterTheDelay).toContain('R E A C T   Q U E R Y');
  const list = logs.find(text => text.includes('utilities are ready'));
  for (const name of utilities) expect(list).toContain(`• ${name}`);
});
