// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { SetPasswordPage } from './set-password-page';

await setupWebTest('ru');

function open(path: string) {
  const { wrapper } = renderProviders(undefined, { path });
  render(
    <Routes>
      <Route path="/set-password" element={<SetPasswordPage />} />
      <Route path="/login" element={<h1>Вход</h1>} />
    </Routes>,
    { wrapper },
  );
}
const fill = async (password: string, repeat: string) => {
  await userEvent.type(screen.getByLabelText('Новый пароль'), password);
  await userEvent.type(screen.getByLabelText('Повторите пароль'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
};

describe('SetPasswordPage (docs/rules.md#password-link)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the password and its repeat before sending', async () => {
    const { calls } = fakeBasketServer();
    open('/set-password?token=abc');
    await fill('short', 'short');
    expect(screen.getByLabelText('Новый пароль')).toHaveAccessibleDescription(
      'Пароль должен быть не короче 8 символов',
    );
    await userEvent.type(screen.getByLabelText('Новый пароль'), '-and-long');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(screen.getByLabelText('Повторите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
    expect(calls.filter((c) => c.path === 'auth/set-password')).toEqual([]);
  });

  it('sends the token and the password, then goes to the login page with a toast', async () => {
    const { calls } = fakeBasketServer({
      override: (call) =>
        call.path === 'auth/set-password'
          ? { status: 200, body: { message: 'Пароль сохранён. Теперь можно войти.' } }
          : undefined,
    });
    open('/set-password?token=abc123');
    await fill('kits-secret-1', 'kits-secret-1');
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'auth/set-password')?.body).toEqual({
      token: 'abc123',
      password: 'kits-secret-1',
    });
    expect(screen.getByText('Пароль сохранён. Теперь можно войти.')).toBeInTheDocument();
  });

  it('shows why a used or expired link does not work', async () => {
    const text = 'Ссылка недействительна: её уже использовали, она устарела или заменена новой.';
    fakeBasketServer({
      override: () => ({ status: 422, body: { message: text, errors: { token: [text] } } }),
    });
    open('/set-password?token=used');
    await fill('kits-secret-1', 'kits-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { name: 'Задайте пароль' })).toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    fakeBasketServer();
    open('/set-password');
    expect(screen.getByRole('alert')).toHaveTextContent('В ссылке нет кода');
    expect(screen.queryByRole('button', { name: 'Сохранить пароль' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Перейти ко входу' })).toHaveAttribute('href', '/login'),
    );
  });
});
