// @vitest-environment jsdom
import type { FeedUrl } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { FeedUrlsPanel } from './feed-urls-panel';

await setupWebTest('ru');

const FEED: FeedUrl = {
  etag: '"feed-3-v1"',
  id: 3,
  url: 'https://supplier.example/catalog.xml',
  name: 'Поставщик',
  source: 'feed:3',
  interval_minutes: 30,
  enabled: true,
  store: 1,
  currency: 'RUB',
  next_run_at: '2026-11-28T12:30:00.000Z',
  created_at: '2026-11-28T10:00:00.000Z',
  runs: [
    {
      id: 2,
      started_at: '2026-11-28T12:00:00.000Z',
      finished_at: '2026-11-28T12:00:01.000Z',
      http_status: 304,
      outcome: 'unchanged',
      import_job_id: null,
      counts: null,
      error: null,
    },
    {
      id: 1,
      started_at: '2026-11-28T11:30:00.000Z',
      finished_at: '2026-11-28T11:30:09.000Z',
      http_status: 200,
      outcome: 'imported',
      import_job_id: '00000000-0000-4000-8000-000000000001',
      counts: { created: 12, updated: 0, unchanged: 0, rejected: 1, warnings: 0 },
      error: null,
    },
  ],
};

function open() {
  const server = fakeBasketServer({
    override: (call) => {
      if (call.path === 'services/feed-urls' && call.method === 'GET')
        return { status: 200, body: { data: [FEED] } };
      if (call.path === 'services/feed-urls' && call.method === 'POST')
        return {
          status: 422,
          body: {
            message: 'Ошибка',
            errors: { url: ['Этот адрес нельзя загружать: 10.0.0.5 is private, not public'] },
          },
        };
      return undefined;
    },
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['manager'] }), {
    path: '/services/product-service',
  });
  render(<FeedUrlsPanel />, { wrapper });
  return server;
}

describe('scheduled feed URLs (docs/feed-url.md)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a feed with its interval and runs, and shows a refused address under the URL', async () => {
    const { calls } = open();
    const feed = await screen.findByRole('article', { name: 'Поставщик' });
    expect(within(feed).getByText(/каждые 30 минут/)).toBeVisible();
    expect(within(feed).getByRole('switch', { name: 'Включён' })).toBeChecked();
    const runs = within(feed).getByRole('table', { name: 'Загрузки фида Поставщик' });
    const rows = within(runs).getAllByRole('row');
    expect(within(rows[1]!).getByText('304')).toBeVisible();
    expect(within(rows[1]!).getByText('не изменился')).toBeVisible();
    expect(within(rows[2]!).getByText('импортирован')).toBeVisible();
    expect(within(rows[2]!).getByText('12')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Адрес фида'), 'http://10.0.0.5/feed.xml');
    await userEvent.clear(screen.getByLabelText('Интервал, мин.'));
    await userEvent.type(screen.getByLabelText('Интервал, мин.'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить фид' }));
    expect(screen.getByLabelText('Интервал, мин.')).toHaveAccessibleDescription('Не меньше 5 минут');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByLabelText('Интервал, мин.'));
    await userEvent.type(screen.getByLabelText('Интервал, мин.'), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить фид' }));
    expect(await screen.findByText(/нельзя загружать: 10.0.0.5 is private/)).toBeVisible();
    expect(screen.getByLabelText('Адрес фида')).toHaveAccessibleDescription(/нельзя загружать/);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'http://10.0.0.5/feed.xml',
      interval_minutes: 15,
    });
  });
});
