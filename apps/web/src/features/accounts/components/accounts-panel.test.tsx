// @vitest-environment jsdom
import type { Account } from '@kits/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { AccountsPanel } from './accounts-panel';

await setupWebTest('ru');

const account = (over: Partial<Account> = {}): Account => ({
  etag: '"account-5-v1"',
  company_admin: false,
  id: 41,
  uuid: '0d4c1a6e-2a55-4f6e-9f55-6d1b1c0a7e41',
  username: 'anna.s',
  fullname: 'Анна Смирнова',
  email: 'anna@shop.example',
  phone: '+7 900 123-45-67',
  locale: 'ru',
  groups: ['warehouse'],
  discount: 5,
  locked: false,
  counterparty_id: 3,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});
const LINK = {
  url: 'http://localhost/set-password?token=abc123',
  expires_at: '2026-03-04T10:00:00.000Z',
  emailed_to: null,
};

/** A fake server of the panel's calls; `answer` overrides one. */
function serve(answer?: (call: Call) => { status: number; body: unknown } | undefined) {
  const rows = [
    account(),
    account({ id: 42, username: 'boris', fullname: 'Борис', groups: [], locked: true, phone: null }),
  ];
  return fakeBasketServer({
    override: (call) =>
      answer?.(call) ??
      (call.method === 'GET' && call.path === 'services/counterparties/3/users'
        ? { status: 200, body: { data: rows } }
        : undefined),
  });
}

function open(groups = ['manager']) {
  const { wrapper } = renderProviders(makeUser({ groups }));
  render(<AccountsPanel counterpartyId={3} />, { wrapper });
}

describe('AccountsPanel (docs/rules.md#counterparty users)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the users with login, name, e-mail, phone, rights, discount and status', async () => {
    serve();
    open();
    const table = await screen.findByRole('table', { name: 'Пользователи контрагента' });
    const [, anna, boris] = within(table).getAllByRole('row');
    expect(anna).toHaveTextContent('anna.s');
    expect(anna).toHaveTextContent('anna@shop.example');
    expect(anna).toHaveTextContent('+7 900 123-45-67');
    expect(anna).toHaveTextContent('Оптовые заказы');
    expect(anna).toHaveTextContent('5 %');
    expect(anna).toHaveTextContent('Активен');
    expect(boris).toHaveTextContent('Без прав (просмотр каталога)');
    expect(boris).toHaveTextContent('Заблокирован');
  });

  it('adds a user and shows the set-password link with a Copy button', async () => {
    const { calls } = serve((call) =>
      call.method === 'POST'
        ? { status: 201, body: { data: account({ id: 50, username: 'vera' }), link: LINK } }
        : undefined,
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить пользователя' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый пользователь' });
    // Only an admin grants staff rights.
    expect(within(dialog).getByRole('checkbox', { name: /Менеджер/ })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать и получить ссылку' }));
    expect(within(dialog).getByRole('textbox', { name: /Логин/ })).toHaveAccessibleDescription(
      /Обязательное поле/,
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Логин/ }), 'vera');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Имя и фамилия/ }), 'Вера Котова');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'vera@shop.example');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Дропшиппинг/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать и получить ссылку' }));

    const linkDialog = await screen.findByRole('dialog', { name: 'Ссылка для пароля: vera' });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'services/counterparties/3/users',
      body: {
        username: 'vera',
        fullname: 'Вера Котова',
        email: 'vera@shop.example',
        phone: null,
        locale: 'ru',
        groups: ['warehouse', 'dropshipping'],
        discount: 0,
      },
    });
    expect(within(linkDialog).getByRole('textbox', { name: 'Ссылка для задания пароля' })).toHaveValue(
      LINK.url,
    );
    await userEvent.click(within(linkDialog).getByRole('button', { name: 'Копировать' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(await screen.findByText('Ссылка скопирована')).toBeInTheDocument();
  });

  it('shows the server’s field errors under their fields', async () => {
    serve((call) =>
      call.method === 'PATCH'
        ? {
            status: 422,
            body: {
              message: 'Проверьте данные',
              errors: { email: ['Учётная запись с этим e-mail уже есть'] },
            },
          }
        : undefined,
    );
    open(['admin']);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить пользователя anna.s' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пользователь anna.s' });
    expect(within(dialog).getByRole('checkbox', { name: /Менеджер/ })).toBeEnabled();
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'boris@shop.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Учётная запись с этим e-mail уже есть'));
  });

  it('locks after a confirmation, unlocks at once, and tells where a new link was e-mailed', async () => {
    const { calls } = serve((call) => {
      if (call.path.endsWith('/password-link'))
        return { status: 200, body: { data: { ...LINK, url: null, emailed_to: 'anna@shop.example' } } };
      if (call.method === 'POST') return { status: 200, body: { data: account() } };
      return undefined;
    });
    open();
    const menu = async (username: string, item: string) => {
      const toggle = await screen.findByRole('button', { name: `Действия с пользователем ${username}` });
      await userEvent.click(toggle);
      await userEvent.click(within(toggle.closest('td')!).getByRole('button', { name: item }));
    };
    await menu('anna.s', 'Заблокировать');
    const confirm = await screen.findByRole('dialog', { name: 'Заблокировать anna.s?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST services/users/41/lock'),
    );

    await menu('boris', 'Разблокировать');
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST services/users/42/unlock'),
    );

    await menu('anna.s', 'Новая ссылка для пароля');
    expect(await screen.findByText('Ссылка отправлена на anna@shop.example')).toBeInTheDocument();
  });
});
