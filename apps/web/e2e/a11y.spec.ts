import AxeBuilder from '@axe-core/playwright';
import { PRODUCTS_PER_PAGE_DEFAULT } from '@kits/contract';
import type { Page } from '@playwright/test';
import {
  basketLink,
  catalogTable,
  expect,
  hideWhatsNew,
  loginAs,
  meetMinimumOrderOf,
  pageApi,
  picture,
  screenshot,
  type Texts,
  test,
  withFranchiseUser,
} from './fixtures';

/**
 * Accessibility (issue 16 item 15): axe-core on every page state a buyer and a manager pass
 * through — login, catalogue and a row's quick view, cart (modal, both tabs), basket page, orders, showcase, the
 * franchise's shelf column, occupancy modal and outlets page, the buyer's home, and the service pages
 * (network analytics among them) — in both
 * versions. Any serious or critical violation fails, listed as `rule (impact): target`.
 *
 * Accounts: a partner shop no other spec signs in with (`partner11` Russian, `eupartner01`
 * English: only its basket changes), `franchise` under the franchise story's lock (one current
 * store per user), and `manager` for the service pages (read only).
 */

const CUSTOMER = { ru: 'partner11', en: 'eupartner01' } as const;
/** The version's outlet of `franchise` that shows shelves (docs/demo-data.md). */
const OUTLET = { ru: 102, en: 501 } as const;

/**
 * Checks the page state as it is now (after `screenshot`, which with E2E_SCREENSHOTS=1 waits for
 * the network and closes the what's-new log; the stories hide the log first): serious and critical violations are recorded without stopping the story,
 * so one run lists every state's findings. `overlay` (a dialog or tooltip selector) checks only
 * what opened over a page the story has already checked: each page state is scanned once
 * (decision 0032).
 */
async function check(page: Page, state: string, overlay?: string) {
  await screenshot(page, `a11y-${state}`);
  // A modal state is looked at as the user sees it, too: the viewport.
  if (overlay) await picture(page, `a11y-${state}-viewport`);
  const builder = new AxeBuilder({ page });
  if (overlay) builder.include(overlay);
  const { violations } = await builder.analyze();
  const lines = (impacts: string[]) =>
    violations
      .filter((v) => impacts.includes(v.impact ?? ''))
      .flatMap((v) =>
        v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' > ')} — ${n.any[0]?.message ?? v.help}`),
      );
  // Moderate and minor findings are listed too (not failing), so they are seen and fixed.
  for (const line of lines(['moderate', 'minor'])) {
    test.info().annotations.push({ type: `axe ${state}`, description: line });
    console.log(`axe ${test.info().project.name} ${state}: ${line}`);
  }
  expect.soft(lines(['serious', 'critical']), `axe: serious or critical violations on ${state}`).toEqual([]);
}

/** The open modal dialog and the open tooltip, for `check`'s overlay. */
const DIALOG = '[role="dialog"]';
const TOOLTIP = '[role="tooltip"]';

/** The signed-in customer's basket holds one unit of each of three in-stock products, nothing else. */
async function fillBasket(page: Page) {
  const api = await pageApi(page);
  expect((await api('basket', 'DELETE')).ok()).toBe(true);
  // What's-new opens at the first idle moment after sign-in; over the catalogue it would swallow the
  // scroll of the sticky-header step (a modal locks the page).
  await hideWhatsNew(page);
  const { data } = (await (await api('catalog/products?in_stock=1&per_page=3')).json()) as {
    data: { id: number }[];
  };
  for (const product of data) expect((await api(`basket/increase/${product.id}`, 'PATCH')).ok()).toBe(true);
}

/** Opens the basket modal from the header and waits until it is synced. */
async function openBasket(page: Page, t: Texts) {
  await basketLink(page, t).click();
  const dialog = page.getByRole('dialog', { name: t('basket:title') });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: t('basket:clear.button') })).toBeEnabled();
  return dialog;
}

test.describe('accessibility (axe-core)', () => {
  // axe takes tens of seconds on a 50-row catalogue when the shared 2-core machine is loaded.
  test.describe.configure({ timeout: 360_000 });

  test('the login page and the registration request', async ({ page, t }) => {
    await page.goto('/login');
    await expect(page.getByLabel(t('auth:login.login'))).toBeVisible();
    await check(page, 'login');
  });

  test('a buyer: catalogue, cart, checkout, basket page, orders, showcase, lists; the catalogue header row stays in view', async ({
    page,
    t,
    version,
  }) => {
    await loginAs(page, CUSTOMER[version]);
    await fillBasket(page);
    // Checkout opens once the basket reaches the minimum order sum (docs/rules.md#order-minimum).
    await meetMinimumOrderOf(page);

    await test.step('catalogue, cart and checkout', async () => {
      await page.goto('/catalog');
      await expect(catalogTable(page, t)).toBeVisible({ timeout: 30_000 });
      await check(page, 'catalogue');

      // The quick view of a row (docs/rules.md#quick-view): a drawer over the catalogue.
      await catalogTable(page, t)
        .locator('tbody tr')
        .first()
        .locator('.quick-view-open, .quick-view-icon')
        .click();
      const quickView = page.locator('.offcanvas.show[role="dialog"]');
      await expect(quickView).toBeVisible();
      await check(page, 'quick-view', DIALOG);
      await page.keyboard.press('Escape');
      await expect(quickView).toBeHidden();

      const dialog = await openBasket(page, t);
      await check(page, 'cart', DIALOG);
      await dialog.getByRole('button', { name: new RegExp(t('basket:nav.next')) }).click();
      await expect(dialog.getByLabel(t('delivery:fields.address'))).toBeVisible();
      await check(page, 'checkout', DIALOG);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('basket page, orders and showcase', async () => {
      await page.goto('/catalog/basket');
      await expect(page.getByRole('button', { name: t('basket:clear.button') })).toBeEnabled({
        timeout: 30_000,
      });
      await check(page, 'basket-page');

      await page.goto('/orders');
      await expect(page.getByRole('heading', { level: 1, name: t('orders:title') })).toBeVisible();
      await check(page, 'orders');

      await page.goto('/showcase');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'showcase');

      // The shopping lists (docs/rules.md#shopping-lists): the basket saved as a list, then its page.
      await page.goto('/catalog/basket');
      await page.getByRole('button', { name: t('basket:toList.save') }).click();
      const save = page.getByRole('dialog', {
        // The basket's lines (those the minimum order sum added too): any count.
        name: new RegExp(
          `^${t('shopping-lists:add.titleMany', { count: 99 })
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace('99', '\\d+')}$`,
        ),
      });
      await expect(save.getByRole('combobox', { name: t('shopping-lists:add.list') })).toBeEnabled();
      await check(page, 'add-to-list', DIALOG);
      await page.keyboard.press('Escape');
      await page.goto('/lists');
      await expect(page.getByRole('heading', { level: 1, name: t('shopping-lists:title') })).toBeVisible();
      await check(page, 'lists');

      // The buyer's home (docs/rules.md#buyer-home): what to reorder, per outlet.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check(page, 'home');
    });

    await test.step('a long catalogue page keeps its header row in view and offers a way back to the top', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/catalog');
      const table = catalogTable(page, t);
      await expect(table).toBeVisible({ timeout: 30_000 });
      await screenshot(page, 'a11y-catalogue-top');
      // The first rows paint first and the rest of the page just after (docs/rules.md#first-load):
      // scroll once the whole page is there, or the page may be too short to carry the header.
      await expect(table.locator('tbody tr')).toHaveCount(PRODUCTS_PER_PAGE_DEFAULT, { timeout: 30_000 });
      await page.mouse.wheel(0, 2500);
      const navbarBottom = await page
        .locator('.app-header')
        .evaluate((el) => el.getBoundingClientRect().bottom);
      // The header row's cells stick right under the navbar (the row's own box scrolls away with the table).
      const nameHeader = table.getByRole('columnheader', { name: t('catalog:table.name') });
      await expect
        .poll(async () => Math.round((await nameHeader.boundingBox())?.y ?? -1))
        .toBe(Math.round(navbarBottom));
      await expect(nameHeader).toBeInViewport();
      const backToTop = page.getByRole('button', { name: t('common:backToTop') });
      await expect(backToTop).toBeInViewport();
      await picture(page, 'a11y-catalogue-scrolled-viewport');
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('the franchise user: shelf column, occupancy modal, outlets page', async ({ page, t, version }) => {
    // Up to the other version's franchise story waiting first (withFranchiseUser).
    test.setTimeout(480_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await withFranchiseUser(async () => {
      await loginAs(page, 'franchise');
      const fresh = page.getByRole('dialog', { name: t('franchise:fresh.title') });
      // An auto order of the franchise story, not applied yet, is offered on entering the catalogue: not
      // this story's. Escape closes the topmost modal — the what's-new log when it opened over the offer.
      await page.addLocatorHandler(fresh, () => page.keyboard.press('Escape'), { noWaitAfter: true });
      const api = await pageApi(page);
      expect((await api(`store/active/${OUTLET[version]}`, 'PATCH')).ok()).toBe(true);

      await page.goto('/catalog');
      await expect(
        catalogTable(page, t).getByRole('columnheader', { name: t('franchise:occupancy.column.title') }),
        // The outlet's first catalogue after the franchise story's auto order recounts its shelves: slow when loaded.
      ).toBeVisible({ timeout: 60_000 });
      await check(page, 'franchise-catalogue');
      // The legend explains the stock badges and the shelf column (its percent, arrow and free space).
      await page.getByRole('button', { name: t('catalog:recommendation.legend') }).click();
      const legend = page.getByRole('tooltip');
      await expect(legend.getByRole('region', { name: t('catalog:legend.stock.title') })).toBeVisible();
      await expect(legend.getByText(t('franchise:occupancy.columnLegend.after'))).toBeVisible();
      await check(page, 'legend', TOOLTIP);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: t('franchise:occupancy.nav') }).click();
      const occupancy = page.getByRole('dialog', { name: new RegExp(t('franchise:occupancy.modal.title')) });
      await expect(occupancy.getByText(t('franchise:occupancy.modal.overall'))).toBeVisible();
      await check(page, 'occupancy', DIALOG);
      await page.keyboard.press('Escape');
      await expect(occupancy).toBeHidden();

      await page.goto('/profile/services/retail-outlets');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      await check(page, 'retail-outlets');

      // On a phone the shelf column keeps its bar and percent (the table scrolls sideways there).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/catalog');
      await expect(catalogTable(page, t)).toBeVisible({ timeout: 30_000 });
      await picture(page, 'a11y-franchise-catalogue-phone-viewport');
    });
  });

  test('the manager: service pages', async ({ page }) => {
    await loginAs(page, 'manager');
    // What's-new opens at the first idle moment after sign-in: over a page being checked it would
    // be checked instead, half faded in.
    await hideWhatsNew(page);
    for (const [state, url] of [
      ['services', '/services'],
      ['media', '/services/media'],
      ['product-admin', '/services/product-service'],
      ['product-admin-categories', '/services/product-service?tab=categories'],
      ['stores-capacity', '/services/stores-capacity'],
      ['analytics', '/services/analytics'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The category editor's tree loads after the page (docs/rules.md#category-editor).
      if (state === 'product-admin-categories') await expect(page.getByRole('table')).toBeVisible();
      await check(page, state);
    }
  });
});
