import type { Page } from '@playwright/test';
import {
  chooseFromMenu,
  expect,
  loginAs,
  pageApi,
  screenshot,
  catalogTable as table,
  test,
} from './fixtures';

/**
 * Favourites (issue 3 item 7: the heart in the product table, the favourites modal from the user
 * menu; docs/rules.md#favourites-flow: applied only after the server said yes). Each project takes its own product (a
 * different catalogue page), so the two projects, running side by side as `shop`, never touch the
 * same favourite.
 */

type Listed = { id: number; code: string; name: string; is_favourite: boolean };

/** A product that is not a favourite yet, from the project's own catalogue page. */
async function pickProduct(page: Page, version: 'ru' | 'en'): Promise<Listed> {
  const api = await pageApi(page);
  const res = await api(`catalog/products?per_page=50&page=${version === 'ru' ? 3 : 4}`);
  const { data } = (await res.json()) as { data: Listed[] };
  return data.find((p) => !p.is_favourite)!;
}

test.describe('favourites', () => {
  test('a shop marks a favourite with the heart, finds it in the favourites modal and removes it there', async ({
    page,
    t,
    version,
  }) => {
    await loginAs(page, 'shop');
    const product = await pickProduct(page, version);
    await page.goto(`/catalog?q=${encodeURIComponent(product.code)}`);
    const row = table(page, t).locator('tbody tr').filter({ hasText: product.code });
    const add = row.getByRole('button', { name: t('favourites:add', { name: product.name }) });
    await expect(add).toHaveAttribute('aria-pressed', 'false');

    const answered = page.waitForResponse(
      (r) => r.url().endsWith(`/api/v0/favourite/${product.id}`) && r.request().method() === 'PUT',
    );
    await add.click();
    expect((await answered).ok()).toBe(true);
    const remove = row.getByRole('button', { name: t('favourites:remove', { name: product.name }) });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(remove).toBeEnabled();

    // The user menu opens the favourites modal; the newest favourite is on its first page.
    await chooseFromMenu(page, page.getByRole('button', { name: t('layout:user.favourites'), exact: true }));
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${t('favourites:title')}`) });
    const favourite = dialog.locator('tbody tr').filter({ hasText: product.code });
    await expect(favourite).toBeVisible();
    await screenshot(page, 'favourites-modal');

    await favourite.getByRole('button', { name: t('favourites:remove', { name: product.name }) }).click();
    await expect(favourite).toHaveCount(0);
    await dialog
      .locator('.modal-footer')
      .getByRole('button', { name: t('favourites:close') })
      .click();
    await expect(dialog).toBeHidden();
    // The table behind follows: the heart is empty again.
    await expect(
      row.getByRole('button', { name: t('favourites:add', { name: product.name }) }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
