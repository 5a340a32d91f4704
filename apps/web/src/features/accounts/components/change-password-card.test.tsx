// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage } from '@/lib/auth-storage';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { ChangePasswordCard } from './change-password-card';

await setupWebTest('ru');

function open() {
  const { wrapper } = renderProviders();
  render(<ChangePasswordCard />, { wrapper });
}
const fill = async (current: string, next: string, repeat = next) => {
  if (current) await userEvent.type(screen.getByLabelText('Текущий пароль'), current);
  await userEvent.type(screen.getByLabelText('Новый пароль'), next);
  await userEvent.type(screen.getByLabelText('Повторите новый пароль'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
};

describe('ChangePasswordCard (docs/rules.md#password-change)', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    authStorage.clear();
  });

  it('shows a wrong current password under its field and keeps the token', async () => {
    authStorage.setToken('old-token');
    fakeBasketServer({
      override: () => ({
        status: 422,
        body: {
          message: 'Проверьте данные',
          errors: { current_password: ['Текущий пароль указан неверно'] },
        },
      }),
    });
    open();
    await fill('wrong-one', 'brand-new-pass');
    await waitFor(() =>
      expect(screen.getByLabelText('Текущий пароль')).toHaveAccessibleDescription(
        'Текущий пароль указан неверно',
      ),
    );
    expect(authStorage.getToken()).toBe('old-token');
  });

  it('sends both passwords, stores the fresh token and empties the form', async () => {
    authStorage.setToken('old-token');
    const { calls } = fakeBasketServer({
      override: (call) =>
        call.path === 'profile/password'
          ? {
              status: 200,
              body: {
                message: 'Пароль изменён.',
                access_token: 'fresh-token',
                token_type: 'bearer',
                expires_in: 60,
              },
            }
          : undefined,
    });
    open();
    await fill('my-old-pass', 'brand-new-pass');
    expect(await screen.findByText('Пароль изменён.')).toBeInTheDocument();
    const call = calls.find((c) => c.path === 'profile/password')!;
    expect(call.method).toBe('PATCH');
    expect(call.body).toEqual({ current_password: 'my-old-pass', new_password: 'brand-new-pass' });
    expect(call.headers.get('authorization')).toBe('Bearer old-token');
    expect(authStorage.getToken()).toBe('fresh-token');
    expect(screen.getByLabelText('Текущий пароль')).toHaveValue('');
  });

  it('refuses a short or unrepeated new password before sending', async () => {
    const { calls } = fakeBasketServer();
    open();
    await fill('', 'short');
    expect(screen.getByLabelText('Текущий пароль')).toHaveAccessibleDescription('Обязательное поле');
    expect(screen.getByLabelText('Новый пароль')).toHaveAccessibleDescription(
      'Пароль должен быть не короче 8 символов',
    );
    expect(calls).toEqual([]);
  });
});
