import { expect, fillLoginForm, screenshot, test } from './fixtures';

test.describe('signing in', () => {
  test('a shop signs in through the form and is greeted on the home page', async ({ page, t, version }) => {
    await page.goto('/login');
    // localhost is the Russian version, 127.0.0.1 the English one (docs/rules.md#decisions-4).
    await expect(page.locator('html')).toHaveAttribute('lang', version);
    await expect(page.getByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible();
    await screenshot(page, 'login');

    await fillLoginForm(page, 'shop', 'demo12345');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/\S/);
    await expect(page.getByRole('button', { name: t('layout:nav.catalog') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('layout:nav.login') })).toHaveCount(0);
  });

  test('a wrong password keeps the visitor on the login page with the reason', async ({ page, t }) => {
    await page.goto('/login');
    await fillLoginForm(page, 'shop', 'not-the-password');

    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(t('auth:login.password'))).toBeVisible();
  });

  test('the old login address shows the login form', async ({ page, t }) => {
    await page.goto('/private/login.html');
    await expect(page.getByRole('heading', { level: 1, name: t('auth:login.title') })).toBeVisible();
    await expect(page.getByLabel(t('auth:login.login'))).toBeVisible();
  });
});
