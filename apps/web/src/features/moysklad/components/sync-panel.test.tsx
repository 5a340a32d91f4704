// @vitest-environment jsdom
import type { MoyskladConnection } from '@kits/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { MOYSKLAD_POLL_MS } from '../api/get-moysklad-connection';
import { makeConnection, makeOptions, makeRun, SUGGESTED } from '../test/fixtures';
import { MoyskladPage } from './moysklad-page';

await setupWebTest('ru');

const mapped = (runs: MoyskladConnection['runs']) => makeConnection({ mapping: SUGGESTED, runs });
const running = (done: number) =>
  mapped([
    makeRun({
      id: 11,
      kind: 'catalogue',
      status: 'running',
      finished_at: null,
      progress: { done, total: 120, phase: 'products' },
    }),
    makeRun({ id: 12, kind: 'stock', status: 'queued', started_at: null, finished_at: null }),
  ]);
const finished = mapped([
  makeRun({ id: 11, kind: 'catalogue', created: 118, failed: 2 }),
  makeRun({ id: 12, kind: 'stock', mode: 'incremental' }),
]);

/** The page for an admin; GET /services/moysklad answers `connections` in turn (then the last again); `answer` first. */
function open(connections: MoyskladConnection[], answer?: (call: Call) => Answer | undefined) {
  let served = 0;
  const server = fakeBasketServer({
    override: (call) => {
      const first = answer?.(call);
      if (first) return first;
      if (call.method === 'GET' && call.path === 'services/moysklad')
        return { status: 200, body: { data: connections[Math.min(served++, connections.length - 1)] } };
      if (call.path === 'services/moysklad/options') return { status: 200, body: { data: makeOptions() } };
      return undefined;
    },
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['admin'] }), { path: '/services/moysklad' });
  render(<MoyskladPage />, { wrapper });
  return {
    ...server,
    connectionCalls: () => server.calls.filter((c) => c.path === 'services/moysklad').length,
  };
}

const region = (name: string) => screen.getByRole('region', { name });
const tick = () => act(() => vi.advanceTimersByTimeAsync(MOYSKLAD_POLL_MS));

describe('МойСклад sync status (docs/moysklad.md)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows a running run’s progress, polls every second while runs go, and stops once they are done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { connectionCalls } = open([running(30), running(90), finished]);
    const catalogue = await screen.findByRole('region', { name: 'Каталог' });
    expect(within(catalogue).getByText('идёт')).toBeVisible();
    expect(within(catalogue).getByText(/полная/)).toBeVisible();
    expect(
      within(catalogue).getByRole('progressbar', { name: 'Ход синхронизации: Каталог' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(catalogue).getByText('30 из 120')).toBeVisible();
    const stock = region('Остатки');
    expect(within(stock).getByText('в очереди')).toBeVisible();
    expect(
      within(stock).getByRole('progressbar', { name: 'Ход синхронизации: Остатки' }),
    ).not.toHaveAttribute('aria-valuetext');
    expect(within(region('Продажи')).getByText('Ещё не запускалась.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Синхронизировать сейчас' })).toBeDisabled();

    await tick();
    expect(await within(catalogue).findByText('90 из 120')).toBeVisible();
    await tick();
    expect(await within(region('Каталог')).findByText('готово')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(region('Остатки')).getByText(/только изменения/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Синхронизировать сейчас' })).toBeEnabled();
    const calls = connectionCalls();
    expect(calls).toBe(3);
    await tick();
    await tick();
    expect(connectionCalls()).toBe(calls);
  });

  it('lists a run’s failures with links to МойСклад', async () => {
    open([
      mapped([
        makeRun({
          kind: 'catalogue',
          failed: 3,
          failures: [
            { key: 'AM-0001', reason: 'Нет цены', href: 'https://online.moysklad.ru/app/#good/edit?id=1' },
            { key: 'AM-0002', reason: 'Пустой код', href: null },
          ],
        }),
      ]),
    ]);
    const catalogue = await screen.findByRole('region', { name: 'Каталог' });
    await userEvent.click(within(catalogue).getByText('Ошибки (3)'));
    expect(within(catalogue).getByText('Показаны первые 2 из 3.')).toBeVisible();
    const link = within(catalogue).getByRole('link', { name: 'Открыть в МойСклад: AM-0001' });
    expect(link).toHaveAttribute('href', 'https://online.moysklad.ru/app/#good/edit?id=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer');
    expect(within(catalogue).getAllByRole('link')).toHaveLength(1);
    expect(within(catalogue).getByText(/Пустой код/)).toBeVisible();
  });

  it('starts a sync or a full resync, and toasts a refused start', async () => {
    let refuse = false;
    const { calls } = open([finished], (call) =>
      call.method === 'POST' && call.path === 'services/moysklad/sync'
        ? refuse
          ? { status: 409, body: { message: 'Сначала сохраните сопоставление' } }
          : { status: 202, body: { data: finished } }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Синхронизировать сейчас' }));
    expect(await screen.findByText('Синхронизация поставлена в очередь')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Полная пересинхронизация' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Полная пересинхронизация' })).toBeEnabled(),
    );
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Полная пересинхронизация' }));
    expect(await screen.findByText('Сначала сохраните сопоставление')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { full: false },
      { full: true },
      { full: true },
    ]);
  });

  it('shows no sync panel before a mapping is saved', async () => {
    open([makeConnection()]);
    expect(await screen.findByRole('heading', { name: 'Сопоставление' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Синхронизация' })).not.toBeInTheDocument();
  });
});
