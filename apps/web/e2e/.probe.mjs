import { chromium } from '@playwright/test';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, baseURL: `http://localhost:3471` });
const page = await ctx.newPage();
const login = await page.request.post('/api/v0/auth/login', {
  data: { login: 'eupartner01', password: 'demo12345' },
});
const { access_token } = await login.json();
const H = { Authorization: `Bearer ${access_token}` };
const list = (
  await (await page.request.get('/api/v0/catalog/products?in_stock=1&per_page=5', { headers: H })).json()
).data;
for (const p of list.slice(1, 3)) await page.request.patch(`/api/v0/basket/increase/${p.id}`, { headers: H });
await page.goto('/login');
await page.evaluate((t) => localStorage.setItem('auth._token.local', t), access_token);
await page.request.patch('/api/v0/profile/hide-updates-log', { headers: H });
await page.goto('/catalog');
await page.waitForTimeout(3000);
await page.getByRole('button', { name: /навигац|меню|Toggle/i }).click();
await page.getByRole('link', { name: /^Корзина/ }).click();
await page.waitForTimeout(3000);
await page.getByRole('button', { name: /Далее/ }).click();
await page.waitForTimeout(2500);
const info = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > 360 && r.top > 740 && r.top < 800 && r.width > 0)
      out.push(
        `${el.tagName}.${el.className} ${Math.round(r.left)}-${Math.round(r.right)} y${Math.round(r.top)} "${(el.textContent || '').slice(0, 30)}"`,
      );
  }
  return out.slice(0, 20);
});
console.log(info.join('\n'));
await page.screenshot({ path: '/tmp/probe.png' });
await b.close();
