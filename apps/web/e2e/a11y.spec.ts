import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  basketLink,
  catalogTable,
  expect,
  loginAs,
  pageApi,
  SCREENSHOTS_DIR,
  screenshot,
  type Texts,
  test,
  withFranchiseUser,
} from './fixtures';

/**
 * Accessibility (issue 16 item 15): axe-core on every page state a buyer and a manager pass
 * through — login, catalogue, cart (modal, both tabs), basket page, orders, showcase, the
 * franchise's shelf column, occupancy modal and outlets page, and the service pages — in both
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
 * Checks the page as it is now (after the screenshot, which also closes the what's-new log and
 * waits for the network): serious and critical violations are recorded without stopping the
 * story, so one run lists every state's findings.
 */
async function check(page: Page, state: string) {
  await screenshot(page, `a11y-${state}`);
  // A modal state is looked at as the user sees it, too: the viewport.
  if (await page.getByRole('dialog').isVisible()) await page.screenshot({ path: screenshotPath(state) });
  const builder = new AxeBuilder({ page });
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

/** A viewport-only picture (not the whole page), beside the full-page ones of `screenshot`. */
const screenshotPath = (name: string) =>
  path.join(SCREENSHOTS_DIR, `${test.info().project.name}-a11y-${name}-viewport.png`);

/** The signed-in customer's basket holds one unit of each of three in-stock products, nothing else. */
async function fillBasket(page: Page) {
  const api = await pageApi(page);
  expect((await api('basket', 'DELETE')).ok()).toBe(true);
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

  test('a buyer: catalogue, cart and checkout', async ({ page, t, version }) => {
    await loginAs(page, CUSTOMER[version]);
    await fillBasket(page);

    await page.goto('/catalog');
    await expect(catalogTable(page, t)).toBeVisible({ timeout: 30_000 });
    await check(page, 'catalogue');

    const dialog = await openBasket(page, t);
    await check(page, 'cart');
    await dialog.getByRole('button', { name: new RegExp(t('basket:nav.next')) }).click();
    await expect(dialog.getByLabel(t('delivery:fields.address'))).toBeVisible();
    await check(page, 'checkout');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a buyer: basket page, orders and showcase', async ({ page, t, version }) => {
    await loginAs(page, CUSTOMER[version]);
    await fillBasket(page);
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
  });

  test('a long catalogue page keeps its header row in view and offers a way back to the top', async ({
    page,
    t,
    version,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, CUSTOMER[version]);
    await page.goto('/catalog');
    const table = catalogTable(page, t);
    await expect(table).toBeVisible({ timeout: 30_000 });
    await screenshot(page, 'a11y-catalogue-top');
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
    await page.screenshot({ path: screenshotPath('catalogue-scrolled') });
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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
      await page.screenshot({ path: screenshotPath('legend') });
      await check(page, 'legend');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: t('franchise:occupancy.nav') }).click();
      const occupancy = page.getByRole('dialog', { name: new RegExp(t('franchise:occupancy.modal.title')) });
      await expect(occupancy.getByText(t('franchise:occupancy.modal.overall'))).toBeVisible();
      await check(page, 'occupancy');
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
      await page.screenshot({ path: screenshotPath('franchise-catalogue-phone') });
    });
  });

  test('the manager: service pages', async ({ page }) => {
    await loginAs(page, 'manager');
    for (const [state, url] of [
      ['services', '/services'],
      ['media', '/services/media'],
      ['product-service', '/services/product-service'],
      ['stores-capacity', '/services/stores-capacity'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, state);
    }
  });
});
