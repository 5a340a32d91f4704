// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { makeAccount } from '../test/fixtures';
import { ShopifyAccountsPage } from './shopify-accounts-page';

await setupWebTest('ru');

const ACCOUNTS = [
  makeAccount(),
  makeAccount({
    id: 6,
    shop_domain: 'refused.myshopify.com',
    name: 'Refused',
    status: 'token_refused',
    last_error: 'Shopify answered 401: invalid API key or access token',
    new_orders: 0,
  }),
  makeAccount({
    id: 7,
    shop_domain: 'far.myshopify.com',
    name: 'Far',
    status: 'unreachable',
    currency: 'USD',
    currency_supported: false,
    last_sync_at: null,
  }),
];

function open(answer?: (call: Call) => Answer | undefined) {
  const server = fakeBasketServer({
    override: (call) =>
      answer?.(call) ??
      (call.method === 'GET' && call.path === 'profile/shopify'
        ? { status: 200, body: { data: ACCOUNTS } }
        : undefined),
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['dropshipping'], username: 'dropship' }));
  render(<ShopifyAccountsPage />, { wrapper });
  return server;
}

describe('ShopifyAccountsPage (docs/rules.md#shopify-account)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the shops with status, last error, counts, sync and an unsupported currency', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Подключённые магазины' });
    const [, demo, refused, far] = within(table).getAllByRole('row');
    expect(demo).toHaveTextContent('Kits Demo');
    expect(demo).toHaveTextContent('kits-demo.myshopify.com');
    expect(demo).toHaveTextContent('Подключён');
    expect(within(demo!).getAllByRole('cell')[2]).toHaveTextContent('12');
    expect(within(demo!).getByRole('link', { name: 'Kits Demo' })).toHaveAttribute(
      'href',
      '/profile/services/shopify-accounts/5',
    );
    expect(refused).toHaveTextContent('Токен отклонён');
    expect(refused).toHaveTextContent('invalid API key or access token');
    expect(
      within(refused!).getByRole('button', { name: 'Новый токен для refused.myshopify.com' }),
    ).toBeVisible();
    expect(within(demo!).queryByRole('button', { name: /Новый токен/ })).not.toBeInTheDocument();
    expect(far).toHaveTextContent('Недоступен');
    expect(far).toHaveTextContent('ещё не было');
    expect(far).toHaveTextContent('USD');
    expect(far).toHaveTextContent('Мы не торгуем в этой валюте');
  });

  it('only logs a failed list load and shows the empty page that explains the feature', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    open((call) =>
      call.path === 'profile/shopify' ? { status: 500, body: { message: 'boom' } } : undefined,
    );
    expect(await screen.findByRole('heading', { name: /Продавайте наши наборы/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Подключить магазин' })).toBeVisible();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('connects a shop from a pasted admin URL and shows the server field errors under the fields', async () => {
    const { calls } = open((call) =>
      call.method === 'POST' && call.path === 'profile/shopify'
        ? {
            status: 422,
            body: {
              message: 'The given data was invalid.',
              errors: { access_token: ['Shopify refused this token'] },
            },
          }
        : call.path === 'profile/shopify'
          ? { status: 200, body: { data: [] } }
          : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Подключить магазин' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подключить магазин Shopify' });
    expect(within(dialog).getByText('read_locations')).toBeVisible();
    const token = within(dialog).getByLabelText('Токен доступа Admin API');
    expect(token).toHaveAttribute('type', 'password');

    // The page's own check first: a domain that is not *.myshopify.com.
    await userEvent.type(within(dialog).getByLabelText('Домен магазина'), 'example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подключить' }));
    expect(within(dialog).getByLabelText('Домен магазина')).toHaveAccessibleDescription(
      'Введите домен магазина, оканчивающийся на .myshopify.com',
    );
    expect(within(dialog).getByLabelText('Токен доступа Admin API')).toHaveAccessibleDescription(
      'Вставьте токен доступа приложения магазина',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Домен магазина'));
    await userEvent.type(
      within(dialog).getByLabelText('Домен магазина'),
      'https://Kits-Demo.myshopify.com/admin',
    );
    await userEvent.type(token, 'shpat_bad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подключить' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Токен доступа Admin API')).toHaveAccessibleDescription(
        'Shopify refused this token',
      ),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      shop_domain: 'kits-demo.myshopify.com',
      access_token: 'shpat_bad',
    });
    expect(within(dialog).getByLabelText('Домен магазина')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('disconnects a shop after a confirmation', async () => {
    const { calls } = open((call) =>
      call.method === 'DELETE' ? { status: 200, body: { message: 'Магазин отключён.' } } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Отключить kits-demo.myshopify.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить kits-demo.myshopify.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === 'profile/shopify/5')).toBe(true),
    );
  });

  it('sends a new token for a refused shop', async () => {
    const { calls } = open((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { data: { ...ACCOUNTS[1], status: 'connected', last_error: null } } }
        : undefined,
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Новый токен для refused.myshopify.com' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Новый токен доступа для refused.myshopify.com',
    });
    expect(within(dialog).getByLabelText('Домен магазина')).toHaveValue('refused.myshopify.com');
    await userEvent.type(within(dialog).getByLabelText('Токен доступа Admin API'), 'shpat_new');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить токен' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: 'profile/shopify/6',
      body: { access_token: 'shpat_new' },
    });
  });
});
