// @vitest-environment jsdom
import type { MediaRecord } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { setupWebTest } from '@/test/setup';
import { ImageModal } from './image-modal';

await setupWebTest('ru');

const record: MediaRecord = {
  id: 31,
  product_id: 7,
  name: 'KP-0007-2.jpg',
  file_name: 'p/7/abc.jpg',
  url: '/media/p/7/abc.jpg',
  url_small: '/media/p/7/abc_75.jpg',
  collection_name: 'gallery',
  position: 1,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** GET /media/31 answers the record; DELETE answers `deleteStatus`. */
function serve(deleteStatus: number) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'DELETE')
      return deleteStatus === 200
        ? json(200, { message: 'Картинка KP-0007-2.jpg успешно удалена', promoted_id: null })
        : json(deleteStatus, { message: 'Недостаточно прав' });
    return json(200, { data: record });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function open(onHide = vi.fn()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <ImageModal mediaId={31} productName="Картина «Маяк»" onHide={onHide} />
      </ToasterProvider>
    </QueryClientProvider>,
  );
  return onHide;
}

describe('image modal', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('deletes only after the confirmation and shows the success toast with the picture name', async () => {
    const fetch = serve(200);
    const onHide = open();
    const dialog = await screen.findByRole('dialog', { name: 'Картина «Маяк»' });
    expect(await within(dialog).findByRole('img', { name: 'KP-0007-2.jpg' })).toHaveAttribute(
      'src',
      record.url,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    const confirm = screen.getByRole('dialog', { name: 'Удалить картинку?' });
    expect(within(confirm).getByText('Удалить картинку KP-0007-2.jpg?')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await userEvent.click(within(confirm).getByRole('button', { name: 'Да, удалить' }));
    const toast = (await screen.findByText('УДАЛЕННО')).closest('.toast') as HTMLElement;
    expect(toast).toHaveClass('bg-success');
    expect(within(toast).getByText('Картинка KP-0007-2.jpg успешно удалена')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v0/media/31', expect.objectContaining({ method: 'DELETE' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('shows the failure toast with the picture name and keeps the picture when the delete fails', async () => {
    serve(403);
    const onHide = open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img', { name: 'KP-0007-2.jpg' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Да, удалить' }));
    const toast = (await screen.findByText('ОШИБКА')).closest('.toast') as HTMLElement;
    expect(toast).toHaveClass('bg-danger');
    expect(within(toast).getByText('Ошибка не удалось удалить картинку KP-0007-2.jpg')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Удалить' })).toBeInTheDocument();
  });

  it('goes back from the confirmation without deleting', async () => {
    const fetch = serve(200);
    open();
    await screen.findByRole('img', { name: 'KP-0007-2.jpg' });
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('button', { name: 'Сделать главной' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
  });
});
