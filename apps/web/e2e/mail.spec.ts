import { expect, loginAs, screenshot, test } from './fixtures';

/**
 * E-mail from the user's side (docs/rules.md#forgot-password, docs/rules.md#mail-outbox): the
 * forgotten-password page answers the same neutral text whatever login is given (the browser
 * suite's server has no SMTP_URL: nothing is sent, and the page must not tell), and a customer
 * turns the order-status e-mails off and on again in the profile. The switch belongs to each
 * project's own partner shop (partner04 Russian, partner05 English, as the profile story), and it
 * ends as it started.
 */

test.describe('e-mail', () => {
  test('a visitor who forgot the password asks for a link from the login page and gets the neutral answer', async ({
    page,
    t,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: t('auth:login.forgot') }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const heading = page.getByRole('heading', { level: 1, name: t('accounts:forgotPassword.title') });
    await expect(heading).toBeVisible();
    await page.getByRole('button', { name: t('accounts:forgotPassword.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(t('accounts:forgotPassword.missing'));
    await screenshot(page, 'forgot-password');

    await page.getByLabel(t('accounts:forgotPassword.login')).fill(`nobody.${Date.now()}@example.com`);
    await page.getByRole('button', { name: t('accounts:forgotPassword.submit') }).click();
    const answer = page.getByRole('status');
    await expect(answer).toContainText(t('accounts:forgotPassword.sent'));
    const neutral = await answer.textContent();
    await screenshot(page, 'forgot-password-sent');

    // A login that exists gets the very same answer.
    await page.reload();
    await page.getByLabel(t('accounts:forgotPassword.login')).fill('viewer');
    await page.getByRole('button', { name: t('accounts:forgotPassword.submit') }).click();
    await expect(page.getByRole('status')).toHaveText(neutral!);
    await page.getByRole('link', { name: t('accounts:forgotPassword.toLogin') }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer turns the order-status e-mails off in the profile, and on again', async ({
    page,
    t,
    version,
  }) => {
    await loginAs(page, version === 'ru' ? 'partner04' : 'partner05');
    await page.goto('/profile');
    const emails = page.getByRole('region', { name: t('profile:emails.title') });
    const toggle = emails.getByRole('switch', { name: t('profile:emails.orderStatus') });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.locator('.toast', { hasText: t('profile:emails.off') })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await screenshot(page, 'profile-emails');

    await page.reload();
    const again = page
      .getByRole('region', { name: t('profile:emails.title') })
      .getByRole('switch', { name: t('profile:emails.orderStatus') });
    await expect(again).not.toBeChecked();
    await again.click();
    await expect(page.locator('.toast', { hasText: t('profile:emails.on') })).toBeVisible();
    await expect(again).toBeChecked();
  });
});
