import { randomBytes } from 'node:crypto';
import { apiAs, DEMO_PASSWORD, expect, fillLoginForm, loginAs, picture, screenshot, test } from './fixtures';

/**
 * Issue 12 item 4 (docs/rules.md#update-log-publishing, docs/rules.md#update-log-flow,
 * docs/rules.md#markdown-safety): a manager publishes a MAJOR what's-new record on
 * /services/updates-log, looking at its preview; a customer who had hidden the log signs in and
 * the modal opens by itself with the record rendered from Markdown.
 *
 * The customer is a partner shop no other spec signs in with or blocks (`partner09` on the Russian
 * version, `eupartner02` on the English one), so hiding the log changes nobody else's story; it signs
 * in on a page of its own, without the fixtures' habit of closing the modal. The record is
 * deleted at the end; while it lives every other spec closes the modal as it always does.
 */
const CUSTOMER = { ru: 'partner09', en: 'eupartner02' } as const;

test.describe('what’s-new publishing', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a manager publishes a major record and a customer who hid the log sees it on sign-in', async ({
    page,
    browser,
    t,
    version,
    baseURL,
  }) => {
    const customer = await apiAs(baseURL!, CUSTOMER[version]);
    expect((await customer.patch('/api/v0/profile/hide-updates-log')).ok()).toBe(true);
    const me = async () => (await (await customer.post('/api/v0/auth/me')).json()).user.show_update_log;
    expect(await me()).toBe(false);

    const tag = randomBytes(4).toString('hex');
    await loginAs(page, 'manager');
    await page.goto('/services/updates-log');
    await expect(
      page.getByRole('heading', { level: 1, name: t('layout:pages.updatesLog.title') }),
    ).toBeVisible();
    await page.getByRole('button', { name: t('updates-log:new') }).click();

    await page.getByLabel(t('updates-log:content_ru')).fill(`**Крупное ${tag}**\n\n- таблица\n- витрина`);
    await page
      .getByLabel(t('updates-log:content_en'))
      .fill(`**Major ${tag}**\n\n- the table\n- the showcase`);
    await page.getByLabel(t('updates-log:isMajor')).check();
    // The preview follows the field typed in last; show it in the page's language.
    await page.getByRole('button', { name: t(`updates-log:language.${version}`), exact: true }).click();
    const preview = page.getByTestId('update-log-preview');
    const own = version === 'ru' ? `Крупное ${tag}` : `Major ${tag}`;
    await expect(preview.locator('strong', { hasText: own })).toBeVisible();
    await screenshot(page, 'updates-log-editor');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'updates-log-editor-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: t('updates-log:publish'), exact: true }).click();
    await expect(page.getByText(t('updates-log:published'))).toBeVisible();
    const record = page.getByTestId('update-log-record').first();
    await expect(record.locator('strong', { hasText: `Major ${tag}` })).toBeVisible();
    await expect(record.getByText(t('updates-log:major'), { exact: true })).toBeVisible();
    await screenshot(page, 'updates-log-list');
    expect(await me()).toBe(true);

    // The same texts once more (a second click, a repost): refused, the date of the one there named.
    await page.getByRole('button', { name: t('updates-log:new') }).click();
    await page.getByLabel(t('updates-log:content_ru')).fill(`**Крупное ${tag}**\n\n- таблица\n- витрина`);
    await page
      .getByLabel(t('updates-log:content_en'))
      .fill(`**Major ${tag}**\n\n- the table\n- the showcase`);
    await page.getByRole('button', { name: t('updates-log:publish'), exact: true }).click();
    await expect(page.getByLabel(t('updates-log:content_ru'))).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText(version === 'ru' ? /уже опубликована/ : /already published on/).first(),
    ).toBeVisible();
    await screenshot(page, 'updates-log-duplicate');
    await page.getByRole('button', { name: t('updates-log:cancel') }).click();
    await expect(page.getByTestId('update-log-record').filter({ hasText: `Major ${tag}` })).toHaveCount(1);

    // The customer signs in on a fresh page: the modal opens by itself with the record, bold as written.
    const context = await browser.newContext({ baseURL, locale: version === 'ru' ? 'ru-RU' : 'en-GB' });
    const customerPage = await context.newPage();
    await customerPage.goto('/login');
    await fillLoginForm(customerPage, CUSTOMER[version], DEMO_PASSWORD);
    const dialog = customerPage.getByRole('dialog', { name: t('updates:title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('strong', { hasText: own })).toBeVisible();
    await expect(
      dialog.getByRole('listitem').filter({ hasText: version === 'ru' ? 'витрина' : 'the showcase' }),
    ).toBeVisible();
    await picture(customerPage, 'updates-log-modal');

    // Tidy up: the customer hides the log again, the manager deletes the record.
    await dialog.getByRole('button', { name: t('updates:hide') }).click();
    await expect(dialog).toBeHidden();
    await context.close();
    const manager = await apiAs(baseURL!, 'manager');
    const list = await (await manager.get('/api/v0/services/updates-log')).json();
    const mine = list.data.find((r: { content_en: string }) => r.content_en.includes(tag));
    expect((await manager.delete(`/api/v0/services/updates-log/${mine.id}`)).ok()).toBe(true);
    await manager.dispose();
    await customer.dispose();
  });
});
