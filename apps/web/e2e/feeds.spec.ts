import { apiAs, expect, loginAs, screenshot, test } from './fixtures';

/**
 * Outlet data by file (docs/feeds.md, /services/feeds): a manager fills the outlet-stock template
 * (downloaded here as the page downloads it) with units of products on an outlet's shelf; a file
 * with a wrong code shows its line and field and cannot be applied; the good file is checked —
 * nothing is written yet — and applied, and the outlet's units and occupancy follow on the stores-capacity
 * page. Each project uses a demo outlet of its own version that only partner accounts own and no
 * other story touches (stores-capacity.spec.ts edits the last demo outlet).
 */
type Outlet = { id: number; name: string; owners: string[]; units: number; occupancy_percent: number | null };
/** A catalogue product with its shelf in the viewer's current store (docs/rules.md#capacity-relation). */
type Listed = { code: string; capacity: { capacity: number; count: number; supplies: number } | null };

test('a manager uploads an outlet’s stock file, checks it, applies it, and the outlet’s occupancy follows', async ({
  page,
  t,
  version,
  baseURL,
}) => {
  // Two uploads and two pages on a machine shared with other suites.
  test.slow();
  const api = await apiAs(baseURL!, 'manager');
  const json = async (path: string) => {
    const res = await api.get(`/api/v0/${path}`);
    expect(res.ok(), path).toBe(true);
    return res.json();
  };
  // A demo outlet only partner accounts own (no demo login's), not the last one, which
  // stores-capacity.spec.ts edits; other specs add outlets of their own (ids from 100000).
  const { meta } = await json(`services/outlets?version=${version}`);
  const pages = await Promise.all(
    Array.from({ length: meta.last_page }, (_, i) =>
      json(`services/outlets?version=${version}&page=${i + 1}`),
    ),
  );
  // Owners made by other stories (`e2e.…` users of a partner's counterparty) do not count.
  const demo = pages.flatMap((p) => p.data as Outlet[]).filter((o) => o.id < 100_000);
  const partner = (u: string) => /^(eu)?partner\d+$/.test(u);
  const outlet = demo
    .slice(0, -1)
    .filter((o) => o.owners.some(partner) && o.owners.every((u) => partner(u) || u.startsWith('e2e.')))
    .at(-1)!;
  const before = (await json(`services/outlets/${outlet.id}/capacities`)).data as { outlet: Outlet };
  // The products of the outlet's shelf with the most room left, as the outlet's owner sees them
  // in the catalogue (each product's shelf in its current store): the rows of the file fill it.
  const owner = await apiAs(baseURL!, outlet.owners.find(partner) as `partner${number}`);
  expect((await owner.patch(`/api/v0/store/active/${outlet.id}`)).ok()).toBe(true);
  const listed = (
    await Promise.all(
      [1, 2, 3].map(
        async (page) =>
          (
            await (await owner.get(`/api/v0/catalog/products?per_page=100&page=${page}`)).json()
          ).data,
      ),
    )
  ).flat() as Listed[];
  await owner.dispose();
  const shelfKey = (p: Listed) => JSON.stringify(p.capacity);
  const room = (p: Listed) => p.capacity!.capacity - p.capacity!.count - p.capacity!.supplies;
  const best = listed.filter((p) => p.capacity && room(p) > 0).sort((a, b) => room(b) - room(a))[0]!;
  const products = listed.filter((p) => p.capacity && shelfKey(p) === shelfKey(best)).map((p) => p.code);
  expect(products.length).toBeGreaterThan(0);
  // A new quantity each run, so a run on the same data still changes the stock.
  const units = 100 + (Date.now() % 97);

  // The file: the CSV template the page offers, with one row per product.
  const template = await api.get(`/api/v0/services/feeds/outlet-stock/template?format=csv`);
  expect(template.ok()).toBe(true);
  const header = (await template.body()).toString('utf8');
  const delimiter = header.includes(';') ? ';' : ',';
  const rows = products.map((code) => [outlet.id, code, units].join(delimiter)).join('\r\n');
  const buffer = Buffer.from(`${header}${rows}\r\n`);

  try {
    await loginAs(page, 'manager');
    await page.goto('/services');
    await page.getByRole('link', { name: t('layout:pages.feeds.title') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('layout:pages.feeds.title') })).toBeVisible();
    await page.getByLabel(t('feeds:kind')).selectOption({ label: t('feeds:kinds.outlet-stock') });
    // A file with a wrong code first: the check names its line and field, and it cannot be applied.
    const bad = Buffer.from(`${header}${[outlet.id, 'NO-SUCH-CODE', units].join(delimiter)}\r\n`);
    const fileInput = page.getByLabel(t('feeds:file'), { exact: true });
    await fileInput.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: bad });
    await page.getByRole('button', { name: t('feeds:preview') }).click();
    const problems = page.getByRole('table', { name: t('feeds:report.problems') });
    await expect(problems.locator('tbody tr')).toHaveCount(1);
    await expect(problems.locator('tbody tr td').nth(0)).toHaveText('2');
    await expect(problems.locator('tbody tr td').nth(1)).toHaveText(t('feeds:fields.code'));
    await expect(problems.locator('tbody tr td').nth(2)).toContainText('NO-SUCH-CODE');
    await expect(page.getByRole('button', { name: t('feeds:apply') })).toBeDisabled();
    await screenshot(page, 'feeds-problems');

    await fileInput.setInputFiles({ name: 'outlet-stock.csv', mimeType: 'text/csv', buffer });

    await page.getByRole('button', { name: t('feeds:preview') }).click();
    const report = page.getByRole('region', { name: t('feeds:report.title') });
    await expect(report).toContainText(t('feeds:report.previewText'));
    await expect(report.getByRole('definition').nth(0)).toHaveText(String(products.length));
    await expect(report.getByRole('definition').nth(3)).toHaveText('0');
    await screenshot(page, 'feeds-preview');
    // The check wrote nothing.
    const checked = (await json(`services/outlets/${outlet.id}/capacities`)).data.outlet as Outlet;
    expect(checked).toEqual(before.outlet);

    await page.getByRole('button', { name: t('feeds:apply') }).click();
    await expect(report).toContainText(t('feeds:report.appliedText', { file: 'outlet-stock.csv' }));
    await screenshot(page, 'feeds-applied');

    // The units on the outlet's shelves follow; the cost-weighted occupancy counts a shelf only up
    // to its capacity, so on a small shelf it may move by less than the whole percent it shows.
    const after = (await json(`services/outlets/${outlet.id}/capacities`)).data.outlet as Outlet;
    expect(after.units).not.toBe(before.outlet.units);
    expect(after.occupancy_percent!).toBeGreaterThanOrEqual(before.outlet.occupancy_percent!);
    await page.goto('/services/stores-capacity');
    await page.getByRole('searchbox', { name: t('stores-capacity:search.label') }).fill(String(outlet.id));
    const row = page
      .getByRole('table', { name: t('stores-capacity:outlets.results') })
      .locator('tbody tr')
      .filter({ hasText: outlet.name });
    const unitsCell = row.getByRole('cell').nth(6);
    await expect(unitsCell).toHaveText(new RegExp(`^${[...String(after.units)].join('\\D?')}$`));
    await expect(
      row.getByRole('progressbar', { name: t('stores-capacity:outlets.occupancyOf', { name: outlet.name }) }),
    ).toHaveAttribute('aria-valuetext', t('stores-capacity:percent', { value: after.occupancy_percent! }));
    await screenshot(page, 'feeds-occupancy');
  } finally {
    await api.dispose();
  }
});
