import ExcelJS from 'exceljs';
import { expect, loginAs, picture, screenshot, test } from './fixtures';

/**
 * Reports (docs/rules.md#reports, docs/rules.md#report-streaming): a manager opens
 * /services/reports, picks a report and a period, reads the table with its totals, downloads the
 * XLSX and finds the table's header and first row in it. Read-only: nothing another spec relies on
 * changes.
 */
test.describe('reports', () => {
  test('a manager reads sales by outlet over a year and downloads the same table as XLSX', async ({
    page,
    t,
    version,
  }) => {
    await loginAs(page, 'manager');
    await page.goto('/services/reports');
    await expect(
      page.getByRole('heading', { level: 1, name: t('layout:pages.reports.title') }),
    ).toBeVisible();

    // Another report first, then back to sales by outlet: the tabs switch the table.
    await page.getByRole('button', { name: t('reports:reports.stock'), exact: true }).click();
    await expect(page).toHaveURL(/report=stock/);
    await expect(page.getByTestId('report-view')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByTestId('report-table')).toBeVisible();
    await picture(page, 'reports-stock-top');
    await page.getByRole('button', { name: t('reports:reports.sales-by-outlet'), exact: true }).click();
    await page.getByLabel(t('common:period.label'), { exact: true }).selectOption('year');
    await expect(page).toHaveURL(/period=year/);
    // The previous period's table stays (busy) until the year's answer is there.
    await expect(page.getByTestId('report-view')).toHaveAttribute('aria-busy', 'false');

    const table = page.getByTestId('report-table');
    await expect(table).toBeVisible();
    // The totals rows (one per currency) are labelled in the first column.
    await expect(page.getByTestId('report-totals').first()).toContainText(
      version === 'ru' ? 'Итого' : 'Total',
    );
    const header = (await table.locator('thead th').allInnerTexts()).map((s) => s.trim());
    const firstRow = (await table.locator('tbody tr').first().locator('td').allInnerTexts()).map((s) =>
      s.trim(),
    );
    expect(header.length).toBeGreaterThan(3);
    expect(firstRow.length).toBe(header.length);
    await screenshot(page, 'reports-sales-by-outlet');
    await picture(page, 'reports-sales-by-outlet-top');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('reports:download', { format: 'XLSX' }) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^report-sales-by-outlet-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    const cells = (n: number) => header.map((_h, i) => sheet.getRow(n).getCell(i + 1).value);
    expect(cells(1)).toEqual(header);
    // Row 2 is the table's first row: the outlet number and name as shown, the units without the locale's separators.
    const [bucket, storeId, storeName, currency, units] = cells(2);
    expect(bucket).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(storeId)).toBe(firstRow[1]!.replace(/\D/g, ''));
    expect(storeName).toBe(firstRow[2]);
    expect(currency).toBe(firstRow[3]);
    expect(String(units)).toBe(firstRow[4]!.replace(/\D/g, ''));
  });
});
