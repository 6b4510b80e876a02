import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** The sandbox's preview iframe. */
export const preview = (page: Page) => page.frameLocator('[data-testid="sandbox-frame"]');
/** The editable text of the sandbox's code editor. */
export const editorContent = (page: Page) => page.locator('[data-testid="sandbox-editor"] .cm-content');
/** The panel that shows a compile or runtime error beside the preview. */
export const errorPanel = (page: Page) => page.getByTestId('sandbox-error');

/** Opens the sandbox (or a page at `path` that has it) and waits until its editor is there. */
export async function openSandbox(page: Page, path = '/sandbox') {
  await page.goto(path);
  await waitForHydration(page);
  await expect(editorContent(page)).toBeVisible();
}

/** Replaces the whole module the way a visitor pasting code would. */
export async function replaceCode(page: Page, code: string) {
  await editorContent(page).click();
  // Until this press creates CodeMirror the page shows a static copy of the code (SandboxEditor/StaticCode):
  // keys go to the editor once it has taken the focus.
  await expect(page.locator('[data-testid="sandbox-editor"] .cm-content[contenteditable="true"]')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}
