// @vitest-environment jsdom
import type { UpdateLogAdminRecord } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { queryKeys } from '@/lib/query-keys';
import { setupWebTest } from '@/test/setup';
import { recordMark, seenUpdates } from '../utils/seen-updates';
import { UpdatesLogPublishing } from './updates-log-publishing';

await setupWebTest('ru');

const RECORDS: UpdateLogAdminRecord[] = [
  {
    id: 2,
    content_ru: '**Крупное** обновление',
    content_en: '**Major** update',
    is_major: true,
    only_franchising: false,
    created_at: '2026-03-02T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 1,
    content_ru: 'Для франшизы',
    content_en: 'For franchise',
    is_major: false,
    only_franchising: true,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
  },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The staff routes of services/updates-log over `records`; every call is recorded. */
function fakeServer(records: UpdateLogAdminRecord[]) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/api\/v0\//, '');
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET' && path === 'services/updates-log') return json(200, { data: records });
      if (method === 'DELETE') return json(200, { message: 'Запись 2 удалена из списка изменений' });
      if (method === 'POST')
        return json(201, { data: { ...records[0]!, id: 3, ...(calls.at(-1)!.body as object) } });
      return json(404, { message: `no fake for ${method} ${path}` });
    }),
  );
  return calls;
}

const PUBLISHER = { id: 41 };

const renderPage = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The signed-in staff member (only their id matters here).
  client.setQueryData(queryKeys.me, PUBLISHER);
  return render(
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <UpdatesLogPublishing />
      </ToasterProvider>
    </QueryClientProvider>,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('UpdatesLogPublishing (docs/rules.md#update-log-publishing)', () => {
  it('lists every record with its flags and both languages rendered from Markdown', async () => {
    fakeServer(RECORDS);
    renderPage();
    const [major, franchise] = await screen.findAllByTestId('update-log-record');
    expect(within(major!).getByText('Крупное', { selector: '.badge' })).toBeInTheDocument();
    expect(within(major!).getByText('Крупное', { selector: 'strong' })).toBeInTheDocument();
    expect(within(major!).getByText('Major', { selector: 'strong' })).toBeInTheDocument();
    expect(within(franchise!).getByText('Для франшизы', { selector: '.badge' })).toBeInTheDocument();
  });

  it('deletes a record only after the confirmation, with a toast', async () => {
    const calls = fakeServer(RECORDS);
    renderPage();
    const [major] = await screen.findAllByTestId('update-log-record');
    await userEvent.click(within(major!).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить запись?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Запись удалена')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('services/updates-log/2');
  });

  it('publishes a new record from the editor, with a toast', async () => {
    const calls = fakeServer(RECORDS);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Новая запись' }));
    await userEvent.type(screen.getByLabelText('Текст на русском'), 'Новое');
    await userEvent.type(screen.getByLabelText('Текст на английском'), 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Запись опубликована')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'services/updates-log',
      body: { content_ru: 'Новое', content_en: 'New', is_major: false, only_franchising: false },
    });
    expect(screen.queryByLabelText('Текст на русском')).toBeNull();
    // The publisher has read it: the log does not open by itself over their next page.
    expect(seenUpdates.has(PUBLISHER.id, recordMark({ id: 3, updated_at: RECORDS[0]!.updated_at }))).toBe(
      true,
    );
  });
});
