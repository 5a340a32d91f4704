import { expect, loginAs, screenshot, test } from './fixtures';

/**
 * The admins' system status (docs/rules.md#system-status): an admin opens it from the services
 * menu and reads the version and database, the background jobs, the e-mail outbox and the
 * integrations of the demo server; a manager finds no such page in the menu.
 */
test.describe('system status', () => {
  test('an admin reads the version, database, jobs, e-mails and integrations', async ({ page, t }) => {
    await loginAs(page, 'admin');
    await page.goto('/services');
    await page.getByRole('link', { name: t('layout:pages.systemStatus.title') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t('layout:pages.systemStatus.title') }),
    ).toBeVisible();
    await expect(page.getByText(t('system-status:version'), { exact: true })).toBeVisible();
    await expect(page.getByText(t('system-status:databaseKind.pglite'), { exact: false })).toBeVisible();
    for (const section of ['jobs', 'mail', 'integrations'])
      await expect(
        page.getByRole('heading', { level: 2, name: t(`system-status:${section}.title`) }),
      ).toBeVisible();
    await screenshot(page, 'system-status');
  });

  test('a manager has no system status in the services menu', async ({ page, t }) => {
    await loginAs(page, 'manager');
    await page.goto('/services');
    await expect(page.getByRole('link', { name: t('layout:pages.integrationKeys.title') })).toBeHidden();
    await expect(page.getByRole('link', { name: t('layout:pages.systemStatus.title') })).toBeHidden();
  });
});
