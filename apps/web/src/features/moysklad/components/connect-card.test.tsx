// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { ACCOUNT, makeConnection, makeOptions } from '../test/fixtures';
import { MoyskladPage } from './moysklad-page';

await setupWebTest('ru');

const NOT_CONNECTED = makeConnection({ account: null, webhooks: { registered: false, reason: null } });

/** The page for an admin: not connected until a POST answers 201; `answer` first. */
function open(answer?: (call: Call) => Answer | undefined) {
  let connection = NOT_CONNECTED;
  const server = fakeBasketServer({
    override: (call) => {
      const first = answer?.(call);
      if (first) return first;
      if (call.path === 'services/moysklad' && call.method === 'POST') {
        connection = makeConnection();
        return { status: 201, body: { data: connection } };
      }
      if (call.path === 'services/moysklad' && call.method === 'DELETE') {
        connection = NOT_CONNECTED;
        return { status: 200, body: { message: 'Отключено' } };
      }
      if (call.path === 'services/moysklad') return { status: 200, body: { data: connection } };
      if (call.path === 'services/moysklad/options') return { status: 200, body: { data: makeOptions() } };
      return undefined;
    },
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['admin'] }), { path: '/services/moysklad' });
  render(<MoyskladPage />, { wrapper });
  return server;
}

const token = () => screen.getByLabelText('Токен доступа МойСклад');
const connect = () => userEvent.click(screen.getByRole('button', { name: 'Подключить' }));

describe('МойСклад connection (docs/moysklad.md)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains connecting, shows МойСклад’s refusal under the token, then connects and disconnects', async () => {
    let refused = true;
    const { calls } = open((call) =>
      call.method === 'POST' && refused
        ? { status: 422, body: { message: 'Ошибка', errors: { access_token: ['МойСклад отклонил токен'] } } }
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Подключите МойСклад' })).toBeVisible();
    expect(screen.getByText(/остатки каждого склада/)).toBeVisible();
    expect(token()).toHaveAttribute('type', 'password');
    expect(token()).toHaveAccessibleDescription(/Настройки → Токены/);

    await connect();
    expect(token()).toHaveAccessibleDescription(/^Вставьте токен доступа/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(token(), 'bad-token');
    await connect();
    await vi.waitFor(() => expect(token()).toHaveAccessibleDescription(/^МойСклад отклонил токен/));
    expect(token()).toHaveAttribute('aria-invalid', 'true');

    refused = false;
    await userEvent.clear(token());
    await userEvent.type(token(), ' good-token ');
    await connect();
    const account = await screen.findByRole('region', { name: 'Подключение' });
    expect(calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({ access_token: 'good-token' });
    expect(within(account).getByText('ООО «Хобби-Опт»')).toBeVisible();
    expect(within(account).getByText('Подключён', { selector: '.badge' })).toBeVisible();
    expect(within(account).getByText('не зарегистрированы: PUBLIC_URL не задан')).toBeVisible();

    await userEvent.click(within(account).getByRole('button', { name: 'Отключить МойСклад' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить МойСклад?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Подключите МойСклад' })).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'services/moysklad')).toBe(true);
  });

  it('toasts a failure without field errors (503: no sealing key)', async () => {
    open((call) =>
      call.method === 'POST' ? { status: 503, body: { message: 'Ключ шифрования не настроен' } } : undefined,
    );
    await userEvent.type(await screen.findByLabelText('Токен доступа МойСклад'), 'token');
    await connect();
    expect(await screen.findByText('Не удалось подключить МойСклад')).toBeVisible();
    expect(screen.getByText('Ключ шифрования не настроен')).toBeVisible();
    expect(token()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refused token’s status with МойСклад’s error', async () => {
    fakeBasketServer({
      override: (call) =>
        call.path === 'services/moysklad'
          ? {
              status: 200,
              body: {
                data: makeConnection({
                  account: { ...ACCOUNT, status: 'token_refused', last_error: 'HTTP 401' },
                }),
              },
            }
          : call.path === 'services/moysklad/options'
            ? { status: 200, body: { data: makeOptions() } }
            : undefined,
    });
    const { wrapper } = renderProviders(makeUser({ groups: ['admin'] }), { path: '/services/moysklad' });
    render(<MoyskladPage />, { wrapper });
    const badge = await screen.findByText('Токен отклонён');
    expect(badge).toHaveAccessibleDescription('HTTP 401');
  });
});
