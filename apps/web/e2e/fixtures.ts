import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SCREENSHOTS_DIR = path.join(root, '.tmp/screenshots');

/** Demo accounts (docs/rules.md#demo-data); every one has the password demo12345. */
export type DemoLogin =
  | 'admin'
  | 'manager'
  | 'shop'
  | 'franchise'
  | 'dropship'
  | 'viewer'
  | 'plshop'
  | 'rsshop';
export const DEMO_PASSWORD = 'demo12345';
/** The demo data's partner shops (`partner01`…, `eupartner01`…), same password. */
export type LoginOfPartner = `${'partner' | 'eupartner'}${number}`;
/** A user a story made for itself (`e2e.…`), with the password it set. */
export type MadeLogin = `e2e.${string}`;

/** Where the app keeps the bearer token (localStorage). */
const TOKEN_KEY = 'auth._token.local';

/** The API as the signed-in page calls it (its bearer token), for set-up and look-ups only. */
export async function pageApi(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  return (path: string, method = 'GET') =>
    page.request.fetch(`/api/v0/${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
}

/** The demo counterparty a customer `username` buys for (staff's `api`; counterparties are numbered from 1). */
export async function counterpartyOf(api: APIRequestContext, username: string): Promise<number> {
  for (let id = 1; id <= 80; id++) {
    const res = await api.get(`/api/v0/services/counterparties/${id}/users`);
    if (!res.ok()) continue;
    const { data } = (await res.json()) as { data: { username: string }[] };
    if (data.some((u) => u.username === username)) return id;
  }
  throw new Error(`no counterparty of ${username}`);
}

/** Another user of the same version, signed in through the API (dispose it when done). */
export async function apiAs(baseURL: string, login: DemoLogin | LoginOfPartner): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const res = await anonymous.post('/api/v0/auth/login', { data: { login, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { access_token } = (await res.json()) as { access_token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${access_token}` } });
}

/** The password of the buyers `newBuyer` makes. */
export const BUYER_PASSWORD = 'e2e-buyer-password';

/**
 * A new warehouse user `login` of the company of demo partner `company`, made by the manager, its
 * password (BUYER_PASSWORD) set through its link: a buyer whose baskets no other story touches.
 * Answers its login and an API context signed in as it (dispose it when done).
 */
export async function newBuyer(
  baseURL: string,
  { company, login, version }: { company: LoginOfPartner; login: MadeLogin; version: 'ru' | 'en' },
) {
  const manager = await apiAs(baseURL, 'manager');
  const counterpartyId = await counterpartyOf(manager, company);
  const made = await manager.post(`/api/v0/services/counterparties/${counterpartyId}/users`, {
    data: {
      username: login,
      fullname: version === 'ru' ? 'Ирина Закупкина' : 'Irene Buyer',
      email: `${login}@shop.example`,
      phone: null,
      locale: version,
      groups: ['warehouse'],
      discount: 0,
    },
  });
  expect(made.status()).toBe(201);
  const { link } = (await made.json()) as { link: { url: string } };
  await manager.dispose();
  const anonymous = await request.newContext({ baseURL });
  const token = new URL(link.url).searchParams.get('token');
  expect(
    (await anonymous.post('/api/v0/auth/set-password', { data: { token, password: BUYER_PASSWORD } })).ok(),
  ).toBe(true);
  const signedIn = await anonymous.post('/api/v0/auth/login', { data: { login, password: BUYER_PASSWORD } });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  await anonymous.dispose();
  const api = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${access_token}` },
  });
  return { login, api };
}

/** The catalogue's product table and the header's basket link, found by their names in `t`'s language. */
export const catalogTable = (page: Page, t: Texts) =>
  page.getByRole('table', { name: t('catalog:table.caption') });
export const basketLink = (page: Page, t: Texts) =>
  page.getByRole('link', { name: new RegExp(`^${t('layout:nav.basket')}`) });

/** Per-project options: which version of the app the project's baseURL opens. */
export type Options = { version: 'ru' | 'en' };

/** `t('layout:nav.catalog')`, `t('catalog:found', { total: 5 })`: the interface texts of one language. */
export type Texts = (key: string, values?: Record<string, string | number>) => string;

export const test = base.extend<Options & { t: Texts }>({
  version: ['ru', { option: true }],
  t: async ({ version }, use) => {
    await use(textsOf(version));
  },
  // Every page of every spec runs under the server's Content-Security-Policy (docs/security.md):
  // anything the browser refuses (an inline script, a foreign origin) fails the test.
  page: async ({ page }, use) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await use(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
  },
});
export { expect };

/**
 * The app's own locale files (apps/web/src/locales/<lang>/<namespace>.json), so the specs find
 * labels and headings by the texts users read, in either language, without copying them.
 */
export function textsOf(language: 'ru' | 'en'): Texts {
  const dir = path.join(root, 'apps/web/src/locales', language);
  const bundles = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]),
  ) as Record<string, unknown>;
  return (key, values = {}) => {
    const [namespace, rest] = key.includes(':') ? key.split(':', 2) : ['common', key];
    let node: unknown = bundles[namespace!];
    for (const part of rest!.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}

/**
 * Signs `login` in. By default through the API (POST auth/login) with the token put where the app
 * keeps it, on a same-origin page that is not the app (the favicon), so the caller's next `goto`
 * opens the app signed in: a story that is not about signing in skips the login page. With
 * `{ form: true }` through the real login form instead, finding its fields by their labels in the
 * page's language (localhost: Russian, 127.0.0.1: English); it resolves once the app has left
 * /login. One story per role signs in through the form (docs/rules.md#auth-flow).
 */
export async function loginAs(
  page: Page,
  login: DemoLogin | LoginOfPartner | MadeLogin,
  { password = DEMO_PASSWORD, form = false } = {},
) {
  await closeWhatsNewWhenItOpens(page);
  if (form) {
    await page.goto('/login');
    await fillLoginForm(page, login, password);
    await expect(page).not.toHaveURL(/\/login/);
    return;
  }
  const res = await page.request.post('/api/v0/auth/login', { data: { login, password } });
  expect(res.ok(), `${login} signs in`).toBe(true);
  const { access_token } = (await res.json()) as { access_token: string };
  await page.goto('/favicon.svg');
  await page.evaluate(([key, token]) => localStorage.setItem(key!, token!), [TOKEN_KEY, access_token]);
}

/**
 * The what's-new log opens by itself for a signed-in user (docs/rules.md#layouts) at a moment of its
 * choosing; like a user, close it whenever it covers the page, then carry on.
 */
export async function closeWhatsNewWhenItOpens(page: Page) {
  await page.addLocatorHandler(whatsNew(page), () => closeWhatsNew(page));
}

/**
 * Hides the what's-new log for the signed-in user of `page` until a major record appears
 * (docs/rules.md#layouts): for a story whose checks must not meet it fading in.
 */
export async function hideWhatsNew(page: Page) {
  expect((await (await pageApi(page))('profile/hide-updates-log', 'PATCH')).ok()).toBe(true);
}

/** Stops closing the what's-new log by itself (the handler of closeWhatsNewWhenItOpens): the story handles it. */
export async function leaveWhatsNewOpen(page: Page) {
  await page.removeLocatorHandler(whatsNew(page));
}

/**
 * Clicks `button` and checks that a toast holding `title` shows; returns that toast's locator. The
 * watch starts in the page before the click: a success toast lives 5 s (docs/rules.md#toasts), and
 * a runner busy with another worker may first look after it has gone.
 */
export async function clickForToast(page: Page, button: Locator, title: string) {
  const seen = page.evaluate(
    (text) =>
      new Promise<boolean>((resolve) => {
        const shown = () =>
          [...document.querySelectorAll('.toast')].some((el) => el.textContent?.includes(text));
        const observer = new MutationObserver(() => {
          if (shown()) done(true);
        });
        const timer = setTimeout(() => done(false), 20_000);
        const done = (result: boolean) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(result);
        };
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    title,
  );
  await button.click();
  expect(await seen, `a toast «${title}» shows`).toBe(true);
  return page.locator('.toast', { hasText: title });
}

/**
 * Opens a header menu (`toggle`, default the user menu) and chooses `item`; opens it again when
 * something closed it meanwhile (the what's-new log opening by itself takes the focus, and the menus
 * load on first use).
 */
export async function chooseFromMenu(page: Page, item: Locator, toggle = '#user-menu') {
  await expect(async () => {
    if (!(await item.isVisible())) await page.locator(toggle).click();
    await item.click({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

/** Either language's text of `key`, as an exact pattern: a manager's view may switch the page's language. */
const inEitherLanguage = (key: string) =>
  new RegExp(
    `^(${[textsOf('ru')(key), textsOf('en')(key)].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
  );

const whatsNew = (page: Page) => page.getByRole('dialog', { name: inEitherLanguage('updates:title') });

async function closeWhatsNew(page: Page) {
  const dialog = whatsNew(page);
  await dialog
    .getByRole('button', { name: inEitherLanguage('updates:close') })
    .last()
    .click();
  await expect(dialog).toBeHidden();
}

/** The version the running test's project opens. */
export const versionOf = () => (test.info().project.use as Partial<Options>).version ?? 'ru';

/** Fills and submits the login form of the open page. */
export async function fillLoginForm(page: Page, login: string, password: string) {
  const t = textsOf(versionOf());
  await page.getByLabel(t('auth:login.login')).fill(login);
  await page.getByLabel(t('auth:login.password')).fill(password);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
}

/**
 * Pictures to look at after a UI change are taken only with E2E_SCREENSHOTS=1 (README.md): they
 * assert nothing, and a full-page capture costs seconds on a loaded machine (decision 0032).
 */
export const TAKES_PICTURES = process.env.E2E_SCREENSHOTS === '1';

/**
 * With E2E_SCREENSHOTS=1, saves a PNG of the page as .tmp/screenshots/[<dir>/]<project>-<name>.png:
 * the viewport, or the whole page with `fullPage`.
 */
export async function picture(page: Page, name: string, { dir = '', fullPage = false } = {}) {
  if (!TAKES_PICTURES) return;
  const folder = path.join(SCREENSHOTS_DIR, dir);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${test.info().project.name}-${name}.png`), fullPage });
}

/**
 * Lets the page settle (its requests and images), closes the what's-new log if it covers the page,
 * then takes a full-page `picture` as .tmp/screenshots/<project>-<name>.png.
 */
export async function screenshot(page: Page, name: string, dir = '') {
  // Without pictures to take there is nothing to wait for (the picture asserts nothing).
  if (!TAKES_PICTURES) return;
  await page.waitForLoadState('networkidle');
  // Locator handlers run before actions only; the picture is of the page, not of the what's-new log.
  // (The handler is set aside meanwhile, or it would close the log under this click.)
  if (await whatsNew(page).isVisible()) {
    await page.removeLocatorHandler(whatsNew(page));
    await closeWhatsNew(page);
    await closeWhatsNewWhenItOpens(page);
  }
  await picture(page, name, { dir, fullPage: true });
}

/**
 * Runs `work` while holding a lock shared by both projects' workers: the `franchise` user has one
 * current store (docs/rules.md#user), so stories in two versions would switch it under each other.
 * The lock lives in the run's own output folder (per port, emptied at the start of a run), so no
 * stale lock survives a run.
 */
export async function withFranchiseUser(work: () => Promise<void>) {
  const lock = path.join(base.info().project.outputDir, 'franchise-user.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The signed-in page's user as an API context of its own (dispose it when done). */
export async function requestOfPage(page: Page): Promise<APIRequestContext> {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  return request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
}

type RuleLine = {
  id: number;
  basket_count: number;
  quantity: number;
  price_with_discount: string | null;
  pack_multiple: number;
};

/**
 * Tops the buyer's basket up to the minimum order sum of its currency (docs/rules.md#order-minimum:
 * 3 000 ₽ and 50 € in the demo data), so a story about something else can send its order: the
 * story's own lines stay as they are, and a few units of pricey products in stock are added — the
 * 21st to 40th priciest, which no story picks, never more than half of a product's stock, so two
 * stories running side by side never empty each other's products. Answers the ids of the products
 * it added.
 */
export async function meetMinimumOrder(api: APIRequestContext): Promise<number[]> {
  const added: number[] = [];
  const rules = (await (await api.get('/api/v0/order/rules')).json()) as { data: { min_sum: string | null } };
  if (rules.data.min_sum === null) return added;
  const minimum = Math.round(Number(rules.data.min_sum) * 100);
  const basket = await api.get('/api/v0/basket?type=maximized');
  const lines = ((await basket.json()) as { value: RuleLine[] }).value;
  const price = (l: RuleLine) => Math.round(Number(l.price_with_discount ?? 0) * 100);
  let paid = lines.reduce((sum, l) => sum + price(l) * l.basket_count, 0);
  if (paid >= minimum) return added;
  const list = await api.get('/api/v0/catalog/products?in_stock=1&sort=-price&per_page=20&page=2');
  const { data } = (await list.json()) as { data: RuleLine[] };
  for (const product of data) {
    if (paid >= minimum) break;
    if (price(product) === 0 || lines.some((l) => l.id === product.id)) continue;
    const pack = product.pack_multiple;
    const wanted = Math.ceil((minimum - paid) / price(product) / pack) * pack;
    const count = Math.min(wanted, Math.floor(product.quantity / 2 / pack) * pack);
    if (count <= 0) continue;
    expect((await api.put(`/api/v0/basket/${product.id}`, { data: { count } })).ok()).toBe(true);
    paid += price(product) * count;
    added.push(product.id);
  }
  expect(paid, 'the basket reaches the minimum order sum').toBeGreaterThanOrEqual(minimum);
  return added;
}

/** `meetMinimumOrder` for the signed-in page's user (the page's basket reloads when it next opens). */
export async function meetMinimumOrderOf(page: Page): Promise<void> {
  const api = await requestOfPage(page);
  await meetMinimumOrder(api);
  await api.dispose();
}
