/** Filling the forms as a player would, and the fresh names and numbers each test account needs. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { LanguageCode } from '../../src/constants.ts';
import type { resources } from '../../src/i18n/index.ts';

/**
 * Pastes `text` into a field as a player would (the clipboard, then Ctrl/Cmd+V): unlike fill(),
 * this goes through the browser's own paste, so a maxlength on the input would cut it.
 */
export async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const before = await field.inputValue();
  // On a busy machine the browser's clipboard has lost a write before the paste (CI: an empty field
  // after Ctrl+V), so the paste is made again until the field took something. The site has no
  // paste-only code: what a field keeps of a paste is still the test's own assertion.
  await expect(async () => {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await field.focus();
    await field.press('ControlOrMeta+A');
    await field.press('ControlOrMeta+V');
    await expect.poll(() => field.inputValue(), { timeout: 1_000 }).not.toBe(before === text ? null : before);
  }).toPass({ timeout: 10_000 });
}

/** The length message of the form kit (form.length.tooLong) in a language's texts. */
export const tooLongText = (texts: (typeof resources)[LanguageCode], length: number, max: number) =>
  texts.form.length.tooLong.replace('{{max}}', String(max)).replace('{{length}}', String(length));

/** A fresh user name (letters, digits, underscore; at most 20): every test account is new. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`.slice(0, 20);

/** A fresh Myanmar-style national number (10 digits, never a demo number). */
export const uniqueMobile = () => `96${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Resolves with the key of the next captcha the page loads (from the page's own captcha call). */
export function nextCaptchaKey(page: Page): Promise<string> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith('/captcha') && response.request().method() === 'GET')
    .then(async (response) => ((await response.json()) as { value: { captchaKey: string } }).value.captchaKey);
}
