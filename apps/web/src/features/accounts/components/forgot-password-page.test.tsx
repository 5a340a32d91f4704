// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { ForgotPasswordPage } from './forgot-password-page';

await setupWebTest('ru');

function open() {
  const { wrapper } = renderProviders(undefined, { path: '/forgot-password' });
  render(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    </Routes>,
    { wrapper },
  );
}

describe('ForgotPasswordPage (docs/rules.md#forgot-password)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the login first, then sends it and shows the server’s neutral answer instead of the form', async () => {
    const { calls } = fakeBasketServer({
      override: (call) =>
        call.path === 'auth/forgot-password'
          ? { status: 200, body: { message: 'Если такая учётная запись есть, мы отправили ссылку.' } }
          : undefined,
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Введите логин или e-mail');
    expect(calls.filter((c) => c.path === 'auth/forgot-password')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Логин или e-mail'), ' shop@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Если такая учётная запись есть, мы отправили ссылку.',
    );
    expect(calls.find((c) => c.path === 'auth/forgot-password')?.body).toEqual({ login: 'shop@example.com' });
    expect(screen.queryByLabelText('Логин или e-mail')).not.toBeInTheDocument();
  });

  it('shows the server’s text when there were too many requests', async () => {
    fakeBasketServer({
      override: (call) =>
        call.path === 'auth/forgot-password'
          ? {
              status: 429,
              body: { message: 'Слишком много запросов на смену пароля. Повторите через 60 мин.' },
            }
          : undefined,
    });
    open();
    await userEvent.type(screen.getByLabelText('Логин или e-mail'), 'shop');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Повторите через 60 мин.');
  });
});
