import { expect, loginAs, screenshot, test } from './fixtures';

/**
 * Issue 12 (docs/rules.md#network-analytics): a manager opens the network analytics from the
 * services page, sees the figures, switches the period to the quarter (the URL and the figures
 * follow), and drills into an outlet to see its products. Reads only: no data other specs use is
 * changed.
 */
test.describe('network analytics', () => {
  test('a manager reads the network, changes the period and drills into an outlet', async ({ page, t }) => {
    await loginAs(page, 'manager', { form: true });
    await page.goto('/services');
    await page
      .getByRole('link', { name: t('layout:pages.analytics.title') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services\/analytics$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t('layout:pages.analytics.title') }),
    ).toBeVisible();

    const units = page.getByTestId('figure-units');
    await expect(units).toContainText(t('network-analytics:cards.units'));
    await expect(page.getByTestId('analytics-trend').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('analytics-top-outlets').getByRole('link').first()).toBeVisible();
    const reportPeriod = await page.getByTestId('analytics-period').innerText();
    const reportUnits = await units.locator('.fs-3').innerText();
    await screenshot(page, 'network-analytics');

    await page.getByLabel(t('common:period.label'), { exact: true }).selectOption('quarter');
    await expect(page).toHaveURL(/[?&]period=quarter/);
    await expect(page.getByTestId('analytics-period')).not.toHaveText(reportPeriod);
    // The quarter holds the last 30 days' sales at least as far back as its first day: the figures are the quarter's.
    await expect(units.locator('.fs-3')).toBeVisible();
    expect(await units.locator('.fs-3').innerText()).not.toBe('');
    expect(reportUnits).not.toBe('');

    const top = page.getByTestId('analytics-top-outlets').getByRole('link').first();
    const outletName = (await top.innerText()).trim();
    await top.click();
    await expect(page).toHaveURL(/\/services\/analytics\/outlets\/\d+\?period=quarter/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t('network-analytics:outlet.title', { name: outletName }),
      }),
    ).toBeVisible();
    const products = page.getByTestId('outlet-products');
    await expect(products.locator('tbody tr').first()).toBeVisible();
    await expect(
      products.getByRole('link', { name: t('network-analytics:products.stockSystem') }).first(),
    ).toHaveAttribute('href', /moysklad/);
    await screenshot(page, 'network-analytics-outlet');

    await page.getByRole('link', { name: t('network-analytics:outlet.back') }).click();
    await expect(page).toHaveURL(/\/services\/analytics\?period=quarter$/);
  });
});
