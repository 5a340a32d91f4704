import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/people';
import { CHROMIUM_ARGS, findBrowser, NO_BROWSER_MESSAGE } from '../../scripts/find-browser.mjs';
import { startApp } from '../lib/app-process';
import { loadLine } from '../lib/machine';
import { table } from '../lib/report';
import { median } from '../lib/stats';

/** The title of the first-views subsection of docs/benchmarks.md's web section. */
export const VIEWS_TITLE = '### First views: each page cold, and a 150-line basket opened and sent';

/** The browser's key of the signed-in token (apps/web/src/lib/auth-storage.ts). */
const TOKEN_KEY = 'auth._token.local';
/** Lines of the big basket (issue 28 item 21: a franchise auto order of ~150 lines). */
const BIG_BASKET = 150;

/**
 * One page of the first-views table: who opens it (null: a guest), its URL (or a function of the
 * user's API that answers it), and the selector of its main content.
 */
type View = {
  name: string;
  login: string | null;
  url: string | ((api: Api) => Promise<string>);
  main: string;
};

type Api = (path: string, init?: { method?: string; data?: unknown }) => Promise<unknown>;

const VIEWS: View[] = [
  { name: 'login form', login: null, url: '/login', main: '#login-password' },
  { name: 'registration form', login: null, url: '/registration', main: 'main form button[type="submit"]' },
  { name: 'catalogue', login: 'shop', url: '/catalog', main: 'table tbody tr td[data-col="name"]' },
  { name: 'home', login: 'franchise', url: '/', main: 'main h1' },
  { name: 'orders list', login: 'manager', url: '/orders', main: 'main table tbody tr td' },
  {
    name: 'order page',
    login: 'manager',
    url: async (api) => {
      const list = (await api('orders')) as { data: { uuid: string }[] };
      return `/orders/${list.data[0]!.uuid}`;
    },
    main: 'main table tbody tr td',
  },
  {
    name: 'auto order',
    login: 'franchise',
    // In one of its outlets (in the main store the page only offers to choose one).
    url: async (api) => {
      await api('store/active/102', { method: 'PATCH' });
      return '/catalog/auto-order';
    },
    main: 'main form',
  },
  { name: 'shopping lists', login: 'shop', url: '/lists', main: 'main h1' },
  { name: 'profile', login: 'shop', url: '/profile', main: 'main form' },
  {
    name: 'counterparties (staff)',
    login: 'manager',
    url: '/services/counterparty/list',
    main: 'main table tbody tr td',
  },
];

/** A signed-in API of `login` on `base` (its token), as the page's own calls would be. */
async function signIn(context: BrowserContext, base: string, login: string) {
  const res = await context.request.post(`${base}/api/v0/auth/login`, {
    data: { login, password: DEMO_PASSWORD },
  });
  if (!res.ok()) throw new Error(`${login} cannot sign in: ${res.status()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  const api: Api = async (path, init = {}) => {
    const answer = await context.request.fetch(`${base}/api/v0/${path}`, {
      method: init.method ?? 'GET',
      data: init.data,
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok()) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status()}`);
    return answer.status() === 204 ? null : answer.json();
  };
  return { token, api };
}

/**
 * An init script stamping `window.__mainAt` (page clock) the moment an element matching `selector`
 * is in the DOM with a size: a MutationObserver in the page, so the time is the page's own and not
 * Playwright's polling interval (which rounds a wait up to 100 ms – 1 s). A string: the page's
 * globals are not in the API project's types (no DOM lib).
 */
const mainClock = (selector: string) => `(() => {
  window.__mainAt = null;
  const seen = () => {
    const el = document.querySelector(${JSON.stringify(selector)});
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const observer = new MutationObserver(() => {
    if (window.__mainAt === null && seen()) {
      window.__mainAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})()`;

/**
 * Waits until the page's global `name` holds a stamp and answers it. Polled from here (every 50 ms;
 * the stamp itself is the page's): waitForFunction would evaluate a string in the page, which the
 * app's Content Security Policy forbids.
 */
async function stamp(page: Page, name: string): Promise<number> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const value = await page.evaluate<number | null | undefined>(`window.${name}`);
    if (typeof value === 'number') return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${name} within 30 s`);
}

/** Milliseconds from navigation start to the main content (`mainClock`), and the JS bytes fetched by then (as sent). */
async function timeToMain(page: Page): Promise<{ ms: number; js: number }> {
  await stamp(page, '__mainAt');
  return page.evaluate(`(() => {
    const at = window.__mainAt;
    const js = performance.getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js') && e.responseEnd <= at)
      .reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize), 0);
    return { ms: at, js };
  })()`);
}

/** A new browser context (cold cache), signed in as `login` through its stored token (or a guest). */
async function coldContext(browser: Browser, base: string, login: string | null) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (!login) return { context, api: null };
  const { token, api } = await signIn(context, base, login);
  // The token is in place before the first script runs; the what's-new log is not part of a first view.
  // A string, like the clocks: the page's globals are not in the API project's types (no DOM lib).
  await context.addInitScript(`localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`);
  await api('profile/hide-updates-log', { method: 'PATCH' });
  return { context, api };
}

/** One cold first view of `view`: its time to the main content and the JS it fetched. */
async function viewOnce(browser: Browser, base: string, view: View) {
  const { context, api } = await coldContext(browser, base, view.login);
  try {
    const url = typeof view.url === 'string' ? view.url : await view.url(api!);
    await context.addInitScript(mainClock(view.main));
    const page = await context.newPage();
    await page.goto(`${base}${url}`, { waitUntil: 'commit' });
    return await timeToMain(page);
  } finally {
    await context.close();
  }
}

/**
 * The franchise buyer's basket filled with BIG_BASKET in-stock products (one unit each) at its
 * current outlet, through the API; answers nothing.
 */
async function fillBigBasket(api: Api) {
  await api('basket', { method: 'DELETE' });
  const ids: number[] = [];
  for (let page = 1; ids.length < BIG_BASKET; page++) {
    const list = (await api(`catalog/products?in_stock=1&per_page=100&page=${page}`)) as {
      data: { id: number; quantity: number; price_wholesale: string | null }[];
    };
    if (list.data.length === 0) break;
    for (const p of list.data) if (p.quantity > 2 && Number(p.price_wholesale) > 0) ids.push(p.id);
  }
  for (const id of ids.slice(0, BIG_BASKET)) await api(`basket/increase/${id}`, { method: 'PATCH' });
}

/** The big basket: cold /catalog/basket to its lines, then Next and "send" to the order placed. */
async function bigBasketOnce(browser: Browser, base: string) {
  const { context, api } = await coldContext(browser, base, 'franchise');
  try {
    await fillBigBasket(api!);
    await context.addInitScript(mainClock('tbody tr[data-line]'));
    const page = await context.newPage();
    await page.goto(`${base}/catalog/basket`, { waitUntil: 'commit' });
    const open = await timeToMain(page);
    await page.locator('.basket-footer button.btn-primary').click();
    const send = page.locator('.basket-footer button[type="submit"]');
    await send.waitFor({ state: 'visible' });
    // The send, likewise timed in the page: from the click (a capturing listener) to the order placed.
    await page.evaluate(`(() => {
      window.__placedAt = null;
      document.querySelector('.basket-footer button[type="submit"]').addEventListener(
        'click', () => (window.__clickedAt = performance.now()), { capture: true });
      const observer = new MutationObserver(() => {
        if (document.querySelector('.alert-success h2')) {
          window.__placedAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    })()`);
    await send.click();
    const sent = (await stamp(page, '__placedAt')) - (await stamp(page, '__clickedAt'));
    return { open, send: sent };
  } finally {
    await context.close();
  }
}

/** Cold runs per page (medians). */
const RUNS = 5;

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * First views of the built app in `webDist` (issue 28 item 21) on the demo data in `dataDir`
 * (PGlite, what a newcomer runs): each page of VIEWS in RUNS new browser contexts, the time from
 * navigation to its main content and the JS it fetched; then a 150-line basket opened and sent.
 * Answers the report's lines.
 */
export async function benchFirstViews(target: { webDist: string; dataDir: string; databaseUrl?: string }) {
  const found = await findBrowser({ download: null });
  if (!found) throw new Error(NO_BROWSER_MESSAGE);
  const load = loadLine();
  const app = await startApp(target.databaseUrl, { WEB_DIST: target.webDist, DATA_DIR: target.dataDir });
  const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
  const rows: string[][] = [];
  const worst = { ms: 0, js: 0 };
  try {
    const base = `http://localhost:${app.port}`;
    // The basket first: its orders are what the orders pages then show (the demo data has none).
    const basket = [];
    for (let i = 0; i < 3; i++) basket.push(await bigBasketOnce(browser, base));
    const open = median(basket.map((b) => b.open.ms));
    const send = median(basket.map((b) => b.send));
    console.log(
      `[bench] ${BIG_BASKET}-line basket: opened ${Math.round(open)} ms, sent ${Math.round(send)} ms`,
    );
    rows.push([
      `basket of ${BIG_BASKET} lines: opened`,
      'franchise',
      `**${ms(open)}**`,
      kib(median(basket.map((b) => b.open.js))),
    ]);
    rows.push([
      `basket of ${BIG_BASKET} lines: sent (click → order placed)`,
      'franchise',
      `**${ms(send)}**`,
      '–',
    ]);
    worst.ms = Math.max(worst.ms, open, send);
    for (const view of VIEWS) {
      await viewOnce(browser, base, view); // warm-up: the server's first queries, not the browser's
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await viewOnce(browser, base, view));
      const time = median(runs.map((r) => r.ms));
      const js = median(runs.map((r) => r.js));
      worst.ms = Math.max(worst.ms, time);
      worst.js = Math.max(worst.js, js);
      console.log(`[bench] first view ${view.name}: ${Math.round(time)} ms, ${kib(js)} JS`);
      rows.push([view.name, view.login ?? 'guest', `**${ms(time)}**`, kib(js)]);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  return [
    VIEWS_TITLE,
    '',
    `Method: the same build and bench server, PGlite with the demo data; each page opened ${RUNS} times in a new browser context (cold cache; a signed-in user's token stored before the first script, the what's-new log hidden), after one uncounted warm-up; time from navigation start to the page's main content in the DOM with a size (the selector in \`bench/areas/web-views.ts\`, stamped by a MutationObserver in the page), JS = bytes of the scripts fetched by then as sent (precompressed). The basket: the franchise buyer's basket filled with ${BIG_BASKET} in-stock lines through the API, /catalog/basket opened cold until its first line shows, then Next and "send" timed from the click to the order placed; median of 3. ${load}. Goals (issue 28 item 21): every page ≤ 1 s, the basket opened and sent ≤ 1 s each, ≤ 200 KB of JS on a cold first visit.`,
    '',
    table(['page', 'user', '**main content**', 'JS fetched'], rows),
    '',
    `Slowest: ${ms(worst.ms)}; most JS: ${kib(worst.js)}.`,
  ];
}
