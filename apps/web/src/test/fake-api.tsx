import { EMPTY_DELIVERY, type Order, type PresentedBasketLine } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { queryKeys } from '@/lib/query-keys';
import { makeUser } from './fixtures';

/** One request the page made, as the fake server saw it. */
export type Call = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };
export type Answer = { status: number; body: unknown };

/** A presented basket line (docs/rules.md#basket-line) for tests. */
export const makeLine = (overrides: Partial<PresentedBasketLine> = {}): PresentedBasketLine => ({
  id: 1,
  basket_count: 1,
  pack_multiple: 1,
  quantity: 10,
  price_wholesale: '100.00',
  price_with_discount: '90.00',
  category_id: 10,
  category_slug: 'almaznaya-mozaika',
  code: 'AM-0001',
  name: 'Алмазная мозаика «Кот на окне»',
  url_small: null,
  from_auto_order: false,
  auto_order_reason: null,
  store_currency: 'RUB',
  ...overrides,
});

export const CATEGORIES = [
  {
    id: 10,
    slug: 'almaznaya-mozaika',
    displayed_name: 'Алмазная мозаика',
    moysklad_name: 'АМ',
    children: [],
  },
  {
    id: 20,
    slug: 'kartiny-po-nomeram',
    displayed_name: 'Картины по номерам',
    moysklad_name: 'КН',
    children: [],
  },
];

/**
 * An in-memory server of the basket calls (decisions 0006): GET basket (plain and maximized), the four
 * writes with their transitions, and whatever `override` answers first (201s, 422s, order/send…).
 * `stock` is the warehouse stock per product id (default: the line's quantity, else 10).
 */
export function fakeBasketServer({
  lines = [],
  override,
}: {
  lines?: PresentedBasketLine[];
  override?: (call: Call) => Answer | undefined | Promise<Answer | undefined>;
} = {}) {
  const state = { lines: [...lines] };
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const handle = (call: Call): Answer => {
    const { method, path, query } = call;
    const id = Number(path.split('/').at(-1));
    if (method === 'GET' && path === 'basket')
      return query.get('type') === 'maximized'
        ? { status: 200, body: { value: state.lines } }
        : { status: 200, body: { value: state.lines.map(({ id, basket_count }) => ({ id, basket_count })) } };
    if (method === 'PATCH' && path.startsWith('basket/increase/')) {
      const line = state.lines.find((l) => l.id === id);
      if (line) line.basket_count += 1;
      else state.lines.unshift(makeLine({ id, code: `P-${id}`, basket_count: 1 }));
      return { status: 200, body: { value: { id, basket_count: line?.basket_count ?? 1 } } };
    }
    if (method === 'PATCH' && path.startsWith('basket/decrease/')) {
      const line = state.lines.find((l) => l.id === id)!;
      line.basket_count -= 1;
      state.lines = state.lines.filter((l) => l.basket_count > 0);
      return { status: 200, body: { value: { id, basket_count: line.basket_count } } };
    }
    if (method === 'PUT' && /^basket\/\d+$/.test(path)) {
      // docs/rules.md#basket-set-count: above the line's stock (10 for a new product) → 422, 0 removes.
      const { count } = call.body as { count: number };
      const line = state.lines.find((l) => l.id === id);
      const stock = line?.quantity ?? 10;
      if (count > stock && count > (line?.basket_count ?? 0))
        return { status: 422, body: { message: `Доступно ${stock} шт.`, code: 'BASKET_STOCK_EXCEEDED' } };
      if (count === 0) state.lines = state.lines.filter((l) => l.id !== id);
      else if (line) line.basket_count = count;
      else state.lines.unshift(makeLine({ id, code: `P-${id}`, basket_count: count }));
      return { status: 200, body: { value: { id, basket_count: count } } };
    }
    if (method === 'DELETE' && path.startsWith('basket/remove/')) {
      state.lines = state.lines.filter((l) => l.id !== id);
      return { status: 200, body: { value: { id, basket_count: 0 } } };
    }
    if (method === 'DELETE' && path === 'basket') {
      state.lines = [];
      return { status: 200, body: { value: [] } };
    }
    if (method === 'GET' && path === 'catalog/categories') return { status: 200, body: { data: CATEGORIES } };
    return { status: 404, body: { message: `no fake for ${method} ${path}` } };
  };

  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v0\//, ''),
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const answer = (await override?.(call)) ?? handle(call);
    return json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', fetch);
  return { state, calls, fetch };
}

/** The page's providers around `children`: a fresh QueryClient with a logged-in warehouse user, toasts, a router at `path`. */
export function renderProviders(user = makeUser(), { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.me, user);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </ToasterProvider>
    </QueryClientProvider>
  );
  return { client, wrapper };
}

/** An order as POST order/send answers it. */
export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
  uuid: '0d4c1a6e-2a55-4f6e-9f55-6d1b1c0a7e01',
  name: 'З-000123',
  created_at: '2026-03-05T10:00:00.000Z',
  status: 'new',
  type: 'customer',
  attributes: [{ type: 'customer' }],
  version: 'ru',
  currency: 'RUB',
  sum: '300.00',
  discount_sum: '30.00',
  sum_with_discount: '270.00',
  lines_count: 1,
  store: { id: 1, name: 'Основной склад' },
  customer: { id: 7, fullname: 'Магазин «Творчество»', username: 'shop' },
  invoice_id: null,
  reference: null,
  delivery_date: null,
  moysklad_ui_href: null,
  delivery: EMPTY_DELIVERY,
  contact_person: null,
  lines: [
    {
      product_id: 1,
      code: 'AM-0001',
      name: 'Алмазная мозаика',
      quantity: 3,
      price: '100.00',
      price_with_discount: '90.00',
      sum: '300.00',
      sum_with_discount: '270.00',
    },
  ],
  status_history: [
    { status: 'new', comment: null, created_at: '2026-03-05T10:00:00.000Z', user: null, source: 'here' },
  ],
  ...overrides,
});
