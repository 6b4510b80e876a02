import type { Locator, Page } from '@playwright/test';

/** A short description of the focused element, for the trail in failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${el.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
  });
}

/** Whether the element the locator points at has the keyboard focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate(el => el === document.activeElement);
}

/**
 * Presses `key` (Tab by default) until `target` has the focus, the way a visitor steps through
 * the page. Fails, listing where the focus went, after `maxPresses` presses.
 * Returns that trail (one entry per press).
 */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', maxPresses = 60 }: { key?: string; maxPresses?: number } = {}
): Promise<string[]> {
  const trail: string[] = [];
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press(key);
    trail.push(await describeFocus(page));
    if (await isFocused(target)) return trail;
  }
  throw new Error(`${key} never reached the target after ${maxPresses} presses; the focus went: ${trail.join(' → ')}`);
}

/** What the focused element draws to show it has the focus. */
export interface FocusStyle {
  focusVisible: boolean;
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  boxShadow: string;
}

export function focusStyle(target: Locator): Promise<FocusStyle> {
  return target.evaluate(el => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      outlineColor: style.outlineColor,
      boxShadow: style.boxShadow,
    };
  });
}

/** Whether a CSS colour (as getComputedStyle gives it) can be seen at all. */
function opaque(colour: string): boolean {
  const match = /rgba?\(([^)]*)\)/.exec(colour);
  if (!match) return colour !== 'transparent';
  const parts = match[1]!.split(/[\s,/]+/).filter(Boolean);
  return parts.length < 4 || Number(parts[3]) > 0;
}

/**
 * True when the element matches :focus-visible and draws an outline or a box shadow that can be
 * seen (not `none`, not zero wide, not fully transparent).
 */
export function showsFocus(style: FocusStyle): boolean {
  if (!style.focusVisible) return false;
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && opaque(style.outlineColor);
  const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
  const shadow = shadows.some(one => {
    const colour = /rgba?\([^)]*\)/.exec(one)?.[0] ?? 'currentcolor';
    const lengths = one.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
    return opaque(colour) && lengths.some(length => parseFloat(length) !== 0);
  });
  return outline || shadow;
}
