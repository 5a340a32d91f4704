// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { RequestPricesModal } from './request-prices-modal';

await setupWebTest('ru');

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

function open() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <RequestPricesModal show onHide={() => {}} />
    </QueryClientProvider>,
  );
}

/** Types into a field the way a paste does: one input event, so the tests stay fast on a busy machine. */
async function enter(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fill() {
  await enter('Имя', 'Ольга');
  await enter('Телефон', '+7 900 123-45-67');
  await enter('E-mail', 'olga@shop.ru');
  await enter('Комментарий', 'Магазин в Туле');
}

describe('request-prices lead modal', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the lead to POST /auth/registration and shows the server message', async () => {
    const fetch = answer(200, { message: 'Заявка принята, менеджер свяжется с вами' });
    vi.stubGlobal('fetch', fetch);
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Заявка принята, менеджер свяжется с вами')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v0/auth/registration');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ольга',
      phone: '+7 900 123-45-67',
      email: 'olga@shop.ru',
      comment: 'Магазин в Туле',
      kind: 'price_request',
    });
  });

  it('does not send an incomplete form and says what is missing', async () => {
    const fetch = answer(200, { message: 'ok' });
    vi.stubGlobal('fetch', fetch);
    open();
    await enter('E-mail', 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(screen.getAllByText('Заполните поле')).toHaveLength(2);
    expect(screen.getByText('Укажите e-mail, например name@shop.ru')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lists the server field errors under their fields, joined by commas', async () => {
    vi.stubGlobal(
      'fetch',
      answer(422, { message: 'Проверьте поля', errors: { email: ['Уже есть заявка', 'Проверьте адрес'] } }),
    );
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByText('Уже есть заявка, Проверьте адрес')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveClass('is-invalid');
  });

  it('shows the server message of any other failure', async () => {
    vi.stubGlobal('fetch', answer(429, { message: 'Слишком много заявок, попробуйте позже' }));
    open();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много заявок, попробуйте позже');
  });
});
