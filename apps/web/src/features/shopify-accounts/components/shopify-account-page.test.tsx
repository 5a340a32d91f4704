// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { testProductsQuery } from '@/test/products-query';
import { setupWebTest } from '@/test/setup';
import { makeAccount } from '../test/fixtures';
import { ShopifyAccountPage } from './shopify-account-page';

await setupWebTest('ru');

function open(answer: (call: Call) => Answer | undefined) {
  fakeBasketServer({
    override: (call) =>
      answer(call) ??
      (call.path.endsWith('/jobs') || call.path.endsWith('/orders')
        ? { status: 200, body: { data: [] } }
        : undefined),
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['dropshipping'] }), {
    path: '/profile/services/shopify-accounts/5',
  });
  render(
    <Routes>
      <Route
        path="/profile/services/shopify-accounts/:id"
        element={<ShopifyAccountPage productsQuery={testProductsQuery} />}
      />
    </Routes>,
    { wrapper },
  );
}

describe('ShopifyAccountPage (docs/rules.md#shopify-account)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the shop with its status, links and the publish and orders tabs', async () => {
    open((call) =>
      call.path === 'profile/shopify/5'
        ? { status: 200, body: { data: makeAccount({ status: 'token_refused', last_error: 'HTTP 401' }) } }
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kits Demo' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'kits-demo.myshopify.com' })).toHaveAttribute(
      'href',
      'https://kits-demo.myshopify.com',
    );
    expect(screen.getByText(/Shopify отклонил токен/)).toHaveTextContent('HTTP 401');
    expect(screen.getByRole('tab', { name: 'Публикация' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Заказы (новых: 2)' }));
    expect(await screen.findByRole('button', { name: 'Загрузить заказы сейчас' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Новый токен' }));
    expect(
      await screen.findByRole('dialog', { name: 'Новый токен доступа для kits-demo.myshopify.com' }),
    ).toBeVisible();
  });

  it('says the shop is not found when it is not the user’s (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    open((call) =>
      call.path === 'profile/shopify/5' ? { status: 404, body: { message: 'Not found' } } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Магазин не найден' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'К подключённым магазинам' })).toBeVisible();
  });
});
