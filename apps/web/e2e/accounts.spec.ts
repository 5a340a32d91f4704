import type { Page } from '@playwright/test';
import {
  apiAs,
  clickForToast,
  closeWhatsNewWhenItOpens,
  counterpartyOf,
  expect,
  fillLoginForm,
  screenshot,
  type Texts,
  test,
} from './fixtures';

/**
 * Passwords (issue 11 item 4): a new user of a counterparty opens the set-password link a manager
 * made (docs/rules.md#password-link), sets a password and signs in; a user changes their password
 * on /profile (docs/rules.md#password-change) and their other sessions are signed out. Each test
 * makes its own account through the staff API, so no demo password changes.
 */

/** A new warehouse user of the version's demo shop, made by the manager; answers its login and set-password link. */
async function newUser(baseURL: string, version: 'ru' | 'en') {
  const manager = await apiAs(baseURL, 'manager');
  const counterpartyId = await counterpartyOf(manager, version === 'ru' ? 'shop' : 'eupartner01');
  const username = `e2e.${version}.${Date.now()}`;
  const res = await manager.post(`/api/v0/services/counterparties/${counterpartyId}/users`, {
    data: {
      username,
      fullname: version === 'ru' ? 'Мария Новикова' : 'Mary Newman',
      email: `${username}@shop.example`,
      phone: null,
      locale: version,
      groups: ['warehouse'],
      discount: 0,
    },
  });
  expect(res.status()).toBe(201);
  const { link } = (await res.json()) as { link: { url: string } };
  await manager.dispose();
  return { username, url: link.url };
}

async function setPasswordThroughPage(page: Page, t: Texts, url: string, password: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: t('accounts:setPassword.title') })).toBeVisible();
  await page.getByLabel(t('accounts:setPassword.password')).fill(password);
  await page.getByLabel(t('accounts:setPassword.repeat')).fill(password);
  await page.getByRole('button', { name: t('accounts:setPassword.submit') }).click();
}

test.describe('passwords', () => {
  test('a new user sets a password with the link, signs in, and the link works only once', async ({
    page,
    t,
    version,
    baseURL,
  }) => {
    const { username, url } = await newUser(baseURL!, version);
    // The link opens the version it was made on.
    expect(url.startsWith(`${baseURL}/set-password?token=`)).toBe(true);
    await page.goto(url);
    await page.getByLabel(t('accounts:setPassword.password')).fill('short');
    await page.getByRole('button', { name: t('accounts:setPassword.submit') }).click();
    await expect(page.getByText(t('accounts:setPassword.tooShort', { min: 8 }))).toBeVisible();
    await screenshot(page, 'set-password');

    await setPasswordThroughPage(page, t, url, 'kits-e2e-password');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('.toast', { hasText: t('accounts:setPassword.done') })).toBeVisible();
    await closeWhatsNewWhenItOpens(page);
    await fillLoginForm(page, username, 'kits-e2e-password');
    await expect(page).not.toHaveURL(/\/login/);

    // Signed out, the same link is used up.
    await page.evaluate(() => localStorage.clear());
    await setPasswordThroughPage(page, t, url, 'another-password');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/set-password/);
  });

  test('a user changes the password on the profile; other sessions are signed out', async ({
    page,
    t,
    version,
    baseURL,
    playwright,
  }) => {
    const { username, url } = await newUser(baseURL!, version);
    await setPasswordThroughPage(page, t, url, 'first-password');
    await expect(page).toHaveURL(/\/login$/);
    const other = await playwright.request.newContext({ baseURL });
    const login = await other.post('/api/v0/auth/login', {
      data: { login: username, password: 'first-password' },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const me = () => other.post('/api/v0/auth/me', { headers: { Authorization: `Bearer ${access_token}` } });
    expect((await me()).status()).toBe(200);

    await closeWhatsNewWhenItOpens(page);
    await fillLoginForm(page, username, 'first-password');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: t('accounts:changePassword.title') });
    await card.getByLabel(t('accounts:changePassword.current')).fill('wrong-password');
    await card.getByLabel(t('accounts:changePassword.next'), { exact: true }).fill('second-password');
    await card.getByLabel(t('accounts:changePassword.repeat')).fill('second-password');
    await card.getByRole('button', { name: t('accounts:changePassword.submit') }).click();
    // The server's "wrong current password" stands under its field.
    await expect(card.getByLabel(t('accounts:changePassword.current'))).toHaveAccessibleDescription(/\S/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'profile-password');

    await card.getByLabel(t('accounts:changePassword.current')).fill('first-password');
    await clickForToast(
      page,
      card.getByRole('button', { name: t('accounts:changePassword.submit') }),
      t('accounts:changePassword.done'),
    );
    expect((await me()).status()).toBe(401);
    // This session goes on with its fresh token.
    await page.reload();
    await expect(page.getByRole('region', { name: t('accounts:changePassword.title') })).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await other.dispose();
  });
});
