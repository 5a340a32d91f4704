// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { setupWebTest } from '@/test/setup';
import { RegistrationForm } from './registration-form';

await setupWebTest('ru');

const answer = (body: unknown, status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );

function renderForm(onSuccess = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ToasterProvider>
        <RegistrationForm onSuccess={onSuccess} />
      </ToasterProvider>
    </QueryClientProvider>,
  );
  return onSuccess;
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText(/Имя/), 'Анна');
  await userEvent.type(screen.getByLabelText(/E-mail/), 'anna@example.ru');
  await userEvent.type(screen.getByLabelText(/Телефон/), '+7 900 123-45-67');
  await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
}

describe('registration form (docs/rules.md#registration-flow, docs/rules.md#spec-5, docs/rules.md#spec-8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('requires name, e-mail and phone before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявку' }));
    expect(screen.getAllByText('Обязательное поле')).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message in a success toast and reports success', async () => {
    answer({ message: 'Заявка принята, мы свяжемся с вами' }, 200);
    const onSuccess = renderForm();
    await fillAndSend();
    expect(await screen.findByText('Заявка принята, мы свяжемся с вами')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith('Заявка принята, мы свяжемся с вами');
  });

  it('lists the server field errors, each field’s messages joined by commas', async () => {
    answer(
      { message: 'Проверьте данные', errors: { email: ['Неверный адрес', 'Уже зарегистрирован'] } },
      422,
    );
    const onSuccess = renderForm();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail: Неверный адрес, Уже зарегистрирован');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows any other failure as a danger toast with the server message', async () => {
    answer({ message: 'Слишком много запросов. Повторите через 60 с' }, 429);
    renderForm();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Слишком много запросов. Повторите через 60 с',
    );
  });

  it('falls back to the translated text when the server gave no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm();
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Произошла ошибка при регистрации');
  });
});
