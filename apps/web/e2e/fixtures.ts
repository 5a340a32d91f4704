import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SCREENSHOTS_DIR = path.join(root, '.tmp/screenshots');

/** Demo accounts (decisions §6); every one has the password demo12345. */
export type DemoLogin = 'admin' | 'manager' | 'shop' | 'franchise' | 'dropship' | 'viewer';
export const DEMO_PASSWORD = 'demo12345';

/** Per-project options: which version of the app the project's baseURL opens. */
export type Options = { version: 'ru' | 'en' };

export const test = base.extend<Options>({
  version: ['ru', { option: true }],
});
export { expect };

/** Fills the login form by its labels and submits it; resolves when the app has left /login. */
export async function loginAs(page: Page, login: DemoLogin) {
  await page.goto('/login');
  await page.getByLabel(/логин|login|e-mail/i).fill(login);
  await page.getByLabel(/пароль|password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /войти|sign in|log in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Saves a full-page PNG as .tmp/screenshots/<project>-<name>.png to look at, once the page's
 * requests and images have settled.
 */
export async function screenshot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  const file = `${test.info().project.name}-${name}.png`;
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, file), fullPage: true });
}
