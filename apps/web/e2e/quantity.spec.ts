import type { Locator, Page } from '@playwright/test';
import {
  basketLink,
  expect,
  leaveWhatsNewOpen,
  loginAs,
  meetMinimumOrderOf,
  pageApi,
  picture,
  type Texts,
  catalogTable as table,
  test,
  textsOf,
} from './fixtures';

/**
 * Setting a quantity and the keyboard (issue 16 items 3 and 7, docs/rules.md#basket-set-count): a buyer types 24
 * into the count field instead of clicking + 23 times, and a keyboard-only buyer signs in, adds a
 * product, changes its quantity and checks out. Both versions order as `partner10`, a partner shop
 * no other story orders with: its Russian basket (its own outlet) and its English one (store 56,
 * the English main store) are two baskets, so the projects, which run side by side, never meet.
 */
const CUSTOMER = { ru: 'partner10', en: 'partner10' } as const;

const basketDialog = (page: Page, t: Texts) => page.getByRole('dialog', { name: t('basket:title') });
const countField = (scope: Page | Locator, t: Texts) =>
  scope.getByRole('textbox', { name: new RegExp(`^${t('basket:buttons.countField', { name: '' })}`) });
const toBasketButton = (scope: Page | Locator, t: Texts) =>
  scope.getByRole('button', { name: new RegExp(`^${t('basket:buttons.toBasket')}`) });

/** A full-page picture under .tmp/screenshots/quantity/<project>-<name>.png, once the page has settled. */
async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await picture(page, name, { dir: 'quantity', fullPage: true });
}

/** The in-stock product with the most units of the version's warehouse (at least 30 in the demo data). */
async function roomyProduct(page: Page) {
  const api = await pageApi(page);
  expect((await api('basket', 'DELETE')).ok()).toBe(true);
  const list = (await (await api('catalog/products?in_stock=1&sort=quantity&per_page=1')).json()) as {
    data: { id: number; code: string; quantity: number }[];
  };
  const product = list.data[0]!;
  expect(product.quantity).toBeGreaterThanOrEqual(30);
  return product;
}

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

const focusIsNowhere = (page: Page) =>
  page.evaluate(() => !document.activeElement || document.activeElement === document.body);

test.describe('setting a quantity', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a buyer sets 24 units by typing, and the table does not shift on the first add', async ({
    page,
    t,
    version,
  }) => {
    await loginAs(page, CUSTOMER[version]);
    const product = await roomyProduct(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/catalog?q=${encodeURIComponent(product.code)}`);
    const row = table(page, t).locator('tbody tr').filter({ hasText: product.code });
    await expect(toBasketButton(row, t)).toBeEnabled();
    const columns = () =>
      table(page, t)
        .locator('thead th')
        // Relative to the table: a scrollbar coming or going (what's-new opening) moves the whole page.
        .evaluateAll((ths) => {
          const left = ths[0]!.closest('table')!.getBoundingClientRect().left;
          return ths.map((th) => Math.round(th.getBoundingClientRect().left - left));
        });
    const before = await columns();

    await toBasketButton(row, t).click();
    const field = countField(row, t);
    await expect(field).toHaveValue('1');
    await expect(field).toBeFocused();
    expect(await columns(), 'the columns stay where they were').toEqual(before);

    // One call sets the count: no 23 clicks.
    const put = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/basket/${product.id}`),
    );
    await field.fill('24');
    await field.press('Enter');
    const answer = await put;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ value: { id: product.id, basket_count: 24 } });
    await expect(field).toHaveValue('24');
    await shot(page, 'catalog-row-24');

    // Above the stock: nothing is sent; the field offers the stock instead (docs/rules.md#stock-offer).
    await field.fill(String(product.quantity + 1));
    await field.press('Enter');
    const offer = row
      .getByRole('status')
      .filter({ hasText: t('basket:offer.only', { available: '' }).split(' ')[0]! });
    await expect(offer).toContainText(String(product.quantity));
    await expect(field).toHaveValue('24');
    await shot(page, 'catalog-row-offer');
    await offer.getByRole('button', { name: t('basket:offer.dismiss') }).click();

    // The basket modal has the same field; the line sum follows the typed count.
    await basketLink(page, t).click();
    const dialog = basketDialog(page, t);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    const line = dialog.locator('tbody tr').filter({ hasText: product.code });
    await countField(line, t).fill('30');
    await countField(line, t).press('Enter');
    await expect(countField(line, t)).toHaveValue('30');
    await expect(countField(row, t)).toHaveValue('30');
    await shot(page, 'basket-modal-30');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'basket-modal-30-phone');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await shot(page, 'catalog-row-30-phone');

    // The basket page has the same field.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/catalog/basket');
    const pageLine = page.locator('tbody tr').filter({ hasText: product.code });
    await countField(pageLine, t).fill('12');
    await countField(pageLine, t).press('Enter');
    await expect(countField(pageLine, t)).toHaveValue('12');
    await shot(page, 'basket-page-12');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'basket-page-12-phone');
  });

  test('keyboard only: sign in, add to basket, change a quantity, check out', async ({
    page,
    t,
    version,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Set up through the API first: an empty basket and the product to order.
    await loginAs(page, CUSTOMER[version]);
    const product = await roomyProduct(page);
    // From here on the keyboard does everything, what's-new included (no automatic closing).
    await leaveWhatsNewOpen(page);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });

    await page.goto('/login');
    const texts = textsOf(version);
    // The login field has focus on arrival.
    await expect(page.getByLabel(texts('auth:login.login'))).toBeFocused();
    await page.keyboard.type(CUSTOMER[version]);
    await tabTo(page, page.getByLabel(texts('auth:login.password')));
    await page.keyboard.type('demo12345');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);

    // What's-new opens by itself once per tab (when there is news): Esc closes it, focus stays in the page.
    const whatsNew = page.getByRole('dialog', { name: t('updates:title') });
    if (
      await whatsNew.waitFor({ state: 'visible', timeout: 15_000 }).then(
        () => true,
        () => false,
      )
    ) {
      await picture(page, 'keyboard-whats-new', { dir: 'quantity' });
      await page.keyboard.press('Escape');
      await expect(whatsNew).toBeHidden();
      expect(await focusIsNowhere(page), "focus after closing what's-new").toBe(false);
    }

    await page.goto(`/catalog?q=${encodeURIComponent(product.code)}`);
    const row = table(page, t).locator('tbody tr').filter({ hasText: product.code });
    await expect(toBasketButton(row, t)).toBeEnabled();
    // The skip link is the first tab stop: past the header, then on to the product's "to basket".
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t('common:skipToContent') })).toBeFocused();
    await shot(page, 'keyboard-skip-link');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await tabTo(page, toBasketButton(row, t));
    await page.keyboard.press('Enter');
    const field = countField(row, t);
    await expect(field, 'focus moves to the new count field').toBeFocused();
    await expect(field).toHaveValue('1');

    // Change the quantity: type it (the 1 is selected), then one more with the + button.
    const put = page.waitForResponse((r) => r.request().method() === 'PUT');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    expect((await put).status()).toBe(200);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(field).toHaveValue('6');
    await shot(page, 'keyboard-catalog');
    // Up to the minimum order sum of the demo data (docs/rules.md#order-minimum), before the basket opens.
    await meetMinimumOrderOf(page);

    // Back up to the header's basket link and open the basket.
    await tabTo(page, basketLink(page, t), { back: true });
    await page.keyboard.press('Enter');
    const dialog = basketDialog(page, t);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('button', { name: t('basket:clear.button') })).toBeEnabled();
    await tabTo(page, dialog.getByRole('button', { name: new RegExp(t('basket:nav.next')) }));
    await page.keyboard.press('Enter');
    const address = dialog.getByLabel(t('delivery:fields.address'));
    await expect(address).toBeVisible();
    if ((await address.inputValue()) === '') {
      await tabTo(page, address, { back: true });
      await page.keyboard.type(
        version === 'ru' ? 'г. Тверь, ул. Советская, д. 5' : '5 Main Street, Belgrade',
      );
    }
    await shot(page, 'keyboard-checkout');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v0/order/send'));
    await tabTo(page, dialog.getByRole('button', { name: t('basket:nav.send') }));
    await page.keyboard.press('Enter');
    const order = (await (await sent).json()) as { name: string };
    await expect(dialog.getByText(t('checkout:placed.title', { name: order.name }))).toBeVisible();
    await expect(basketLink(page, t)).toContainText('0');
    await shot(page, 'keyboard-order');
    // Esc closes the basket; focus comes back to the page, not to <body>.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await focusIsNowhere(page), 'focus after closing the basket').toBe(false);
  });
});
