// @vitest-environment jsdom
import type { UpdateLogRecord, User } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/query-keys';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { updatesLogQueryOptions } from '../api/get-updates-log';
import { UpdatesLogProvider } from './updates-log-modal';

await setupWebTest('ru');

const RECORD: UpdateLogRecord = {
  id: 1,
  content: 'Новая страница заказов',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
  only_franchising: false,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The server of the modal: GET updates-log answers `records` (already filtered for the user, as the
 * server does for only_franchising ones), PATCH profile/hide-updates-log answers `hide`.
 */
function fakeServer({
  records,
  hide,
}: {
  records: UpdateLogRecord[];
  hide?: { status: number; body: unknown };
}) {
  const fetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\/v0\//, '');
    if (path === 'updates-log') return json(200, { data: records });
    if (init.method === 'PATCH' && path === 'profile/hide-updates-log' && hide)
      return json(hide.status, hide.body);
    return json(404, { message: `no fake for ${init.method ?? 'GET'} ${path}` });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The provider as the layout has it, for `user` on `path`; `cached` records are already loaded (the menu opened them). */
function renderAt(user: User, path = paths.home.getHref(), cached?: UpdateLogRecord[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.me, user);
  if (cached) client.setQueryData(updatesLogQueryOptions('ru').queryKey, { data: cached });
  render(
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <MemoryRouter initialEntries={[path]}>
          <UpdatesLogProvider>
            <p>Страница</p>
          </UpdatesLogProvider>
        </MemoryRouter>
      </ToasterProvider>
    </QueryClientProvider>,
  );
}

/** Lets the records call answer, so a modal that would open has opened. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("what's-new modal (docs/rules.md#update-log-flow)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('opens by itself with the records for a user with show_update_log', async () => {
    fakeServer({ records: [RECORD] });
    renderAt(makeUser({ show_update_log: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Что нового' });
    // The list and its Markdown renderer load on demand (decision 0030).
    await vi.waitFor(() => expect(dialog).toHaveTextContent('Новая страница заказов'));
  });

  it('does not open by itself without show_update_log, even with the records at hand', async () => {
    const fetch = fakeServer({ records: [RECORD] });
    renderAt(makeUser({ show_update_log: false }), paths.home.getHref(), [RECORD]);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not open when the server has no records for the user (only_franchising ones left out)', async () => {
    const fetch = fakeServer({ records: [] });
    renderAt(makeUser({ show_update_log: true }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens for a franchise user with an only_franchising record, marked as such', async () => {
    fakeServer({ records: [{ ...RECORD, only_franchising: true }] });
    renderAt(makeUser({ show_update_log: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Что нового' });
    await vi.waitFor(() => expect(dialog).toHaveTextContent('Для франшизы'));
  });

  it('waits while another modal is shown, then opens by itself', async () => {
    fakeServer({ records: [RECORD] });
    // Another dialog the user opened (Bootstrap marks the body while one is shown).
    document.body.classList.add('modal-open');
    renderAt(makeUser({ show_update_log: true }));
    await settle();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => document.body.classList.remove('modal-open'));
    expect(await screen.findByRole('dialog', { name: 'Что нового' })).toBeInTheDocument();
  });

  it('never opens by itself on /services/updates-log', async () => {
    const fetch = fakeServer({ records: [RECORD] });
    renderAt(makeUser({ show_update_log: true }), paths.updatesLog.getHref());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await settle();
    expect(screen.getByText('Страница')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("closing the what's-new log (issue 16 item 8)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is remembered per user in every new tab until a record is published or edited', async () => {
    fakeServer({ records: [RECORD] });
    const user = makeUser({ id: 7, show_update_log: true });
    renderAt(user);
    await screen.findByRole('dialog', { name: 'Что нового' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Закрыть' }).at(-1)!);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A new tab: the page starts again with an empty sessionStorage.
    cleanup();
    sessionStorage.clear();
    renderAt(user);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Another user of the same browser still gets it.
    cleanup();
    renderAt(makeUser({ id: 8, show_update_log: true }));
    expect(await screen.findByRole('dialog', { name: 'Что нового' })).toBeInTheDocument();

    // A new record: shown again.
    cleanup();
    fakeServer({
      records: [
        { ...RECORD, id: 2, updated_at: '2026-04-01T10:00:00.000Z', content: 'Быстрый заказ' },
        RECORD,
      ],
    });
    renderAt(user);
    const dialog = await screen.findByRole('dialog', { name: 'Что нового' });
    await vi.waitFor(() => expect(dialog).toHaveTextContent('Быстрый заказ'));
  });

  it('closes in the other open tabs too (the storage event)', async () => {
    fakeServer({ records: [RECORD] });
    const user = makeUser({ id: 7, show_update_log: true });
    renderAt(user);
    await screen.findByRole('dialog', { name: 'Что нового' });
    await act(async () => {
      localStorage.setItem('updates-log.seen.7', `${RECORD.id}@${RECORD.updated_at}`);
      window.dispatchEvent(new StorageEvent('storage', { key: 'updates-log.seen.7' }));
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe("hiding the what's-new log (docs/rules.md#update-log-toasts)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('confirms in a success toast that stays 10 s, and closes the modal', async () => {
    const fetch = fakeServer({ records: [RECORD], hide: { status: 200, body: { message: 'ok' } } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(makeUser({ show_update_log: true }));
    await screen.findByRole('dialog', { name: 'Что нового' });
    await userEvent.click(screen.getByRole('button', { name: 'Больше не показывать' }));

    const text = 'Список изменений больше не будет вам показываться до следующего крупного обновления';
    expect((await screen.findByText(text)).closest('.toast')).toHaveClass('bg-success');
    expect(fetch).toHaveBeenCalledWith(
      '/api/v0/profile/hide-updates-log',
      expect.objectContaining({ method: 'PATCH' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => vi.advanceTimersByTime(9_000));
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1_500));
    await vi.waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  });

  it('titles a failure "Упс, что-то пошло не так:" with the server message, and keeps the modal', async () => {
    fakeServer({ records: [RECORD], hide: { status: 500, body: { message: 'База недоступна' } } });
    renderAt(makeUser({ show_update_log: true }));
    await screen.findByRole('dialog', { name: 'Что нового' });
    await userEvent.click(screen.getByRole('button', { name: 'Больше не показывать' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Упс, что-то пошло не так:');
    expect(alert).toHaveTextContent('База недоступна');
    expect(screen.getByRole('dialog', { name: 'Что нового' })).toBeInTheDocument();
  });
});
