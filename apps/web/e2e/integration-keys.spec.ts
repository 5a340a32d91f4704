import { randomBytes } from 'node:crypto';
import { expect, loginAs, screenshot, test } from './fixtures';

/**
 * The machine API's keys (docs/integration-api.md): an admin opens Integration keys from the
 * services menu, issues a key for a 1C with two rights, sees its secret once (the 1C's call with
 * it answers), hides it for good, and revokes the key after a confirmation — the key's next call
 * gets 401.
 */
test.describe('integration keys', () => {
  test('an admin issues a key, sees its secret once, and revokes it', async ({ page, t }) => {
    const name = `1С ${randomBytes(3).toString('hex')}`;
    await loginAs(page, 'admin');
    await page.goto('/services');
    await page.getByRole('link', { name: t('layout:pages.integrationKeys.title') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('layout:pages.integrationKeys.title') }),
    ).toBeVisible();

    // Nothing chosen: the form says what is missing.
    await page.getByRole('button', { name: t('integration-keys:create.submit') }).click();
    await expect(page.getByText(t('integration-keys:create.nameRequired'))).toBeVisible();
    await expect(page.getByText(t('integration-keys:create.scopesRequired'))).toBeVisible();

    await page.getByLabel(t('integration-keys:create.name')).fill(name);
    await page.getByRole('checkbox', { name: /orders:read/ }).check();
    await page.getByRole('checkbox', { name: /orders:write/ }).check();
    await screenshot(page, 'integration-keys-form');
    await page.getByRole('button', { name: t('integration-keys:create.submit') }).click();

    // The secret, this once, with its warning.
    await expect(
      page.getByRole('heading', { name: t('integration-keys:secret.title', { name }) }),
    ).toBeVisible();
    await expect(page.getByText(t('integration-keys:secret.warning'))).toBeVisible();
    const field = page.getByLabel(t('integration-keys:secret.label'));
    const secret = await field.inputValue();
    expect(secret).toMatch(/^kits_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('button', { name: t('integration-keys:secret.copy') })).toBeVisible();
    await screenshot(page, 'integration-keys-secret');
    const orders = () =>
      page.request.get('/api/v0/integration/orders?limit=1', {
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await orders()).status()).toBe(200);

    await page.getByRole('button', { name: t('integration-keys:secret.done') }).click();
    await expect(field).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(t('integration-keys:list.active'))).toBeVisible();
    await expect(row.getByText(secret.slice(0, 13))).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);

    // Revoke, after the confirmation.
    await row.getByRole('button', { name: t('integration-keys:list.revokeNamed', { name }) }).click();
    const dialog = page.getByRole('dialog', { name: t('integration-keys:revoke.title', { name }) });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'integration-keys-revoke');
    await dialog.getByRole('button', { name: t('integration-keys:revoke.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(t('integration-keys:list.revokedAt', { at: '' }).trim())).toBeVisible();
    await expect(row.getByRole('button', { name: t('integration-keys:list.revoke') })).toHaveCount(0);
    await screenshot(page, 'integration-keys-list');
    expect((await orders()).status()).toBe(401);
  });
});
