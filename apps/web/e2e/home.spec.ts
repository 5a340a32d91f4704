import type { Locator, Page } from '@playwright/test';
import { catalogTable, expect, loginAs, pageApi, picture, test, withFranchiseUser } from './fixtures';

/**
 * The buyer's home (issue 29 items 1 and 6, docs/home.md) and the out-of-stock row (issue 28 item
 * 12, docs/home.md#alerts), in both versions. `franchise` owns the Russian outlets 102-115 and the
 * European 501-503 (docs/demo-data.md); the story makes the first one current.
 */

const OUTLET = { ru: 102, en: 501 } as const;

/** Pictures of the home page at a desktop's and a phone's size (.tmp/screenshots/home/). */
async function homePictures(page: Page, name: string, lower: Locator) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await picture(page, `${name}-${width}x${height}`, { dir: 'home' });
    // The lower half of the first outlet: the network's products and the shelves.
    await lower.scrollIntoViewIfNeeded();
    await picture(page, `${name}-${width}x${height}-lower`, { dir: 'home' });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('the buyer’s home', () => {
  test('a franchise buyer sees per outlet what to reorder and follows "runs out first" into the catalogue', async ({
    page,
    t,
    version,
  }) => {
    test.setTimeout(240_000);
    await withFranchiseUser(async () => {
      await loginAs(page, 'franchise');
      const api = await pageApi(page);
      expect((await api(`store/active/${OUTLET[version]}`, 'PATCH')).ok()).toBe(true);
      await page.goto('/');

      const reorder = page.getByRole('region', { name: t('buyer-home:title') });
      await expect(reorder).toBeVisible({ timeout: 30_000 });
      // The current outlet comes first and says so; its auto order is one click away.
      const first = reorder.locator('section[aria-labelledby^="home-outlet-"]').first();
      await expect(first.getByText(t('buyer-home:current'), { exact: true })).toBeVisible();
      await expect(first.getByRole('link', { name: t('buyer-home:autoOrder') })).toHaveAttribute(
        'href',
        '/catalog/auto-order',
      );
      await homePictures(page, 'franchise', first.getByRole('region', { name: t('buyer-home:network') }));

      // "Runs out first": the first line leads to the catalogue filtered to that product.
      const runsOut = first.getByRole('region', { name: t('buyer-home:runsOut') });
      const link = runsOut.getByRole('row').nth(1).getByRole('link').first();
      const href = await link.getAttribute('href');
      const code = decodeURIComponent(href!.replace('/catalog?q=', ''));
      expect(href).toMatch(/^\/catalog\?q=/);
      await link.click();
      await expect(page).toHaveURL(
        new RegExp(`/catalog\\?q=${encodeURIComponent(code).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      await expect(catalogTable(page, t).locator('tbody tr').filter({ hasText: code }).first()).toBeVisible();
    });
  });

  test('a buyer asks to hear when an out-of-stock product is back, and can cancel it', async ({
    page,
    t,
  }) => {
    await loginAs(page, 'shop');
    // An out-of-stock product not in the basket: the last page of the catalogue by warehouse stock (most first).
    const api = await pageApi(page);
    const meta = (await (await api('catalog/products?sort=quantity&per_page=100')).json()).meta as {
      last_page: number;
    };
    const last = (
      await (await api(`catalog/products?sort=quantity&per_page=100&page=${meta.last_page}`)).json()
    ).data as { id: number; code: string; quantity: number; basket_count: number }[];
    const gone = last.filter((p) => p.quantity === 0 && p.basket_count === 0).at(-1);
    expect(gone, 'the demo data has a product out of stock').toBeDefined();
    // Whatever an earlier run left: no watch yet.
    expect((await api(`product-alerts/back-in-stock/${gone!.id}`, 'DELETE')).ok()).toBe(true);
    await page.goto(`/catalog?q=${encodeURIComponent(gone!.code)}`);
    const row = catalogTable(page, t).locator('tbody tr').filter({ hasText: gone!.code });
    const notify = row.getByRole('button', { name: new RegExp(`^${t('stock-alerts:notify')}`) });
    await notify.click();
    await expect(row.getByRole('status')).toContainText(t('stock-alerts:watching'));
    await picture(page, 'notify-when-back', { dir: 'home' });
    await page.reload();
    await expect(row.getByRole('status')).toContainText(t('stock-alerts:watching'));
    await row.getByRole('button', { name: new RegExp(`^${t('stock-alerts:cancel')}`) }).click();
    await expect(notify).toBeVisible();
  });
});
