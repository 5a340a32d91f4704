// @vitest-environment jsdom
import type { User } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { authStorage } from '@/lib/auth-storage';
import { queryKeys } from '@/lib/query-keys';
import { setupWebTest } from '@/test/setup';
import { AppRoutes } from './router';

await setupWebTest('ru');

const user = (groups: string[]): User => ({
  id: 7,
  uuid: '8b0f3c2e-6a3a-4f51-9d55-0d3a3c1f2b11',
  username: groups[0] ?? 'viewer',
  email: null,
  fullname: 'Ирина Смирнова',
  locale: 'ru',
  groups,
  discount: 0,
  current_store: {
    id: 1,
    name: 'Склад Москва',
    is_retail: false,
    report_period_days: 14,
    auto_order_sum: null,
    currency: 'RUB',
  },
  store_occupancy: {},
  ranking: { access: true, best_outlet_number: null, outlets_count: 0 },
  show_update_log: false,
  version: 'ru',
  view_locale: null,
});

/** Every API call answers as an empty list, so the pages around the guard can render. */
function stubApi() {
  vi.stubGlobal('scrollTo', vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

/** The app's routes at `path` for `me` ('unknown': asked from the API); answers a getter of the router's current location. */
function renderAt(path: string, me: User | null | 'unknown') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (me !== 'unknown') queryClient.setQueryData(queryKeys.me, me);
  let current: Location | undefined;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <ToasterProvider>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </ToasterProvider>
    </QueryClientProvider>,
  );
  return () => current!;
}

describe('route guards (docs/rules.md#route-guards)', () => {
  beforeEach(() => {
    stubApi();
    authStorage.setToken('test-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStorage.clear();
  });

  it('sends a viewer from a warehouse route to /', async () => {
    const at = renderAt('/orders', user([]));
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Ирина Смирнова!' })).toBeInTheDocument();
    expect(at().pathname).toBe('/');
  });

  it('lets a warehouse user into a warehouse route', async () => {
    const at = renderAt('/orders', user(['warehouse']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    expect(at().pathname).toBe('/orders');
  });

  it('sends a warehouse user from a staff route to /, and lets a manager in', async () => {
    const first = renderAt('/services', user(['warehouse']));
    await screen.findByRole('heading', { name: /Здравствуйте/ });
    expect(first().pathname).toBe('/');
    const second = renderAt('/services/reports', user(['manager']));
    expect(await screen.findByRole('heading', { level: 1, name: 'Отчёты' })).toBeInTheDocument();
    expect(second().pathname).toBe('/services/reports');
  });

  it('keeps the МойСклад page and its services card for admins (docs/moysklad.md)', async () => {
    const manager = renderAt('/services/moysklad', user(['manager']));
    await screen.findByRole('heading', { name: /Здравствуйте/ });
    expect(manager().pathname).toBe('/');
    renderAt('/services', user(['manager']));
    await screen.findByRole('heading', { level: 1, name: 'Сервисы' });
    expect(screen.queryByRole('link', { name: 'МойСклад' })).not.toBeInTheDocument();
    const admin = renderAt('/services', user(['admin']));
    await userEvent.click(await screen.findByRole('link', { name: 'МойСклад' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'МойСклад' })).toBeInTheDocument();
    expect(admin().pathname).toBe('/services/moysklad');
  });

  it('sends a guest to /login remembering the requested path', async () => {
    authStorage.clear();
    const at = renderAt('/orders?page=2', null);
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(at().pathname).toBe('/login');
    expect(new URLSearchParams(at().search).get('redirect')).toBe('/orders?page=2');
  });

  it('sends a logged-in user away from /login to the remembered safe path, or home', async () => {
    const at = renderAt('/login?redirect=%2Forders', user(['warehouse']));
    await screen.findByRole('heading', { level: 1, name: 'Заказы' });
    expect(at().pathname).toBe('/orders');
    const unsafe = renderAt('/login?redirect=https%3A%2F%2Fevil.example', user(['warehouse']));
    await vi.waitFor(() => expect(unsafe().pathname).toBe('/'));
  });

  it('redirects a legacy catalogue slug and leaves other slugs alone', async () => {
    const at = renderAt('/catalog/paintingbynumbers.html?page=2', user(['warehouse']));
    await vi.waitFor(() => expect(at().pathname).toBe('/catalog/kartiny-po-nomeram'), {
      timeout: 10_000,
    });
    expect(at().search).toBe('?page=2');
    const other = renderAt('/catalog/some-other.html', user(['warehouse']));
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(other().pathname).toBe('/catalog/some-other.html');
  });

  it('shows the error page for what a page throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/auth/me')
          ? new Response(JSON.stringify({ message: 'Сервис недоступен' }), {
              status: 503,
              headers: { 'content-type': 'application/json' },
            })
          : new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const at = renderAt('/orders', 'unknown');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Произошла системная ошибка' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Сервис недоступен')).toBeInTheDocument();
    expect(at().pathname).toBe('/orders');
  });

  it('answers an unknown address with the 404 page', async () => {
    renderAt('/no/such/page', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });
});

describe('login and logout (docs/rules.md#auth-flow)', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  beforeEach(() => {
    vi.stubGlobal('scrollTo', vi.fn());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/auth/login')) {
          const body = JSON.parse(String(init?.body));
          if (body.password !== 'demo12345') return json({ message: 'Неверный логин или пароль' }, 401);
          return json({ access_token: 'fresh-token', token_type: 'bearer', expires_in: 3600 });
        }
        if (url.endsWith('/auth/me')) return json({ user: user(['warehouse']) });
        if (url.endsWith('/auth/logout')) return json({ message: 'bye' });
        return json({ data: [] });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    authStorage.clear();
  });

  it('shows the server message when the credentials are wrong', async () => {
    const at = renderAt('/login', null);
    await userEvent.type(await screen.findByLabelText('Логин или e-mail'), 'shop');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный логин или пароль');
    expect(at().pathname).toBe('/login');
    expect(authStorage.getToken()).toBeNull();
  });

  it('stores the token, fetches the user and opens the remembered page; logout goes back to /login', async () => {
    const at = renderAt('/login?redirect=%2Forders', null);
    await userEvent.type(await screen.findByLabelText('Логин или e-mail'), 'shop');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказы' })).toBeInTheDocument();
    expect(at().pathname).toBe('/orders');
    expect(authStorage.getToken()).toBe('fresh-token');

    await userEvent.click(screen.getByRole('button', { name: 'Ирина Смирнова' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await vi.waitFor(() => expect(at().pathname).toBe('/login'));
    expect(authStorage.getToken()).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ирина Смирнова' })).not.toBeInTheDocument();
  });
});
