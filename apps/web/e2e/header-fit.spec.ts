import { expect, loginAs, picture, test } from './fixtures';

/**
 * The header keeps one row from 1280 px (issue 28 item 5) for the busiest bar: a franchise user with
 * a store selector, the occupancy link, the search, basket, orders and a long name.
 */
test('the header keeps one row at 1280 and 1440 px for a franchise user', async ({ page }) => {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await loginAs(page, 'franchise');
    await page.goto('/orders');
    const bar = page.locator('.app-header > .container-xxl');
    await expect(page.getByRole('combobox').first()).toBeVisible();
    // The store selector comes with the user's stores: measure once it is there.
    await expect(page.locator('#store-selector')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const brand = await page.locator('.app-header .navbar-brand').boundingBox();
    const user = await page.locator('#user-menu').boundingBox();
    // Brand and the user's menu on one line, nothing past the right edge.
    expect(Math.abs(brand!.y + brand!.height / 2 - (user!.y + user!.height / 2))).toBeLessThan(12);
    expect((await bar.boundingBox())!.height).toBeLessThan(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await picture(page, `header-${width}`);
  }
});
