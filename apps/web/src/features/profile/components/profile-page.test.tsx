// @vitest-environment jsdom
import type { DeliveryLookupsResponse, ProfileResponse } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { appConfig } from '@/lib/app-config';
import { changeLanguage } from '@/lib/i18n';
import { type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { ProfilePage } from './profile-page';

await setupWebTest('ru');

const USER = makeUser();
const PROFILE: z.infer<typeof ProfileResponse> = {
  personal: {
    fullname: 'Захаров Алексей Егорович',
    email: 'shop@example.com',
    phone: '+7 984 842-36-68',
    company: 'ИП Захаров А. Е.',
    inn: '146613828353',
    legal_address: 'г. Самара, ул. Волгоградская, д. 72',
    contacts: [
      {
        id: 3,
        full_name: 'Субботин Михаил',
        position: 'Бухгалтер',
        phone: '+7 916 509-88-40',
        email: null,
        comment: null,
      },
    ],
    counterparty: null,
  },
  delivery: {
    comment: null,
    method: 2,
    country: 1,
    city: 10,
    service: null,
    address: 'Самара, наб., 88',
    contact: 3,
  },
  order_status_emails: true,
  reorder_reminder_days: null,
  reorder_reminder_emails: false,
};
const LOOKUPS: z.infer<typeof DeliveryLookupsResponse> = {
  services: [{ id: 1, name: 'СДЭК' }],
  methods: [
    { id: 1, name: 'Самовывоз', needs_service: false },
    { id: 2, name: 'Курьер', needs_service: false },
  ],
  countries: [
    { id: 1, name: 'Россия' },
    { id: 2, name: 'Беларусь' },
  ],
  cities: [
    { id: 10, name: 'Самара', country_id: 1 },
    { id: 20, name: 'Брест', country_id: 2 },
  ],
};

function serve(
  patch: (call: Call) => { status: number; body: unknown } = () => ({ status: 200, body: PROFILE }),
  profile = PROFILE,
) {
  return fakeBasketServer({
    override: (call) => {
      if (call.path === 'profile/delivery') return { status: 200, body: LOOKUPS };
      if (call.path === `profile/${USER.uuid}`)
        return call.method === 'PATCH' ? patch(call) : { status: 200, body: profile };
      return undefined;
    },
  });
}

async function renderPage() {
  const { wrapper } = renderProviders(USER);
  render(<ProfilePage />, { wrapper });
  return screen.findByRole('region', { name: 'Данные доставки' });
}

const patches = (server: ReturnType<typeof serve>) => server.calls.filter((c) => c.method === 'PATCH');

describe('profile page (issue 3 item 6)', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    appConfig.version = 'ru';
    await changeLanguage('ru');
  });

  it('shows personal data, the contact persons and the delivery data with the lookups in the Russian version', async () => {
    serve();
    const delivery = await renderPage();
    expect(screen.getByLabelText(/ФИО/)).toHaveValue('Захаров Алексей Егорович');
    expect(screen.getByLabelText('ИНН')).toHaveValue('146613828353');
    expect(screen.getByRole('region', { name: 'Контактные лица' })).toHaveTextContent(
      'Субботин Михаил · Бухгалтер',
    );
    expect(
      await within(delivery).findByRole('option', { name: 'Курьер', selected: true }),
    ).toBeInTheDocument();
    expect(within(delivery).getByLabelText('Страна')).toHaveValue('1');
    // Cities follow the country: Brest is not offered for Russia.
    const city = within(delivery).getByLabelText('Город');
    expect(within(city).queryByRole('option', { name: 'Брест' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(delivery).getByLabelText('Страна'), 'Беларусь');
    expect(city).toHaveValue('');
    expect(within(city).getByRole('option', { name: 'Брест' })).toBeInTheDocument();
  });

  it("shows a counterparty's company, INN and legal address read-only, and saves only the other fields", async () => {
    const withCounterparty = {
      ...PROFILE,
      personal: {
        ...PROFILE.personal,
        counterparty: {
          legal_name: 'ООО «Палитра»',
          inn: '7707083893',
          kpp: '773601001',
          vat_id: null,
          legal_address: 'г. Москва, ул. Вавилова, 19',
        },
      },
    };
    const server = serve(() => ({ status: 200, body: withCounterparty }), withCounterparty);
    await renderPage();
    const personal = screen.getByRole('form', { name: 'Личные данные' });
    expect(within(personal).queryByLabelText('ИНН')).not.toBeInTheDocument();
    expect(within(personal).queryByLabelText('Компания')).not.toBeInTheDocument();
    expect(personal).toHaveTextContent('ООО «Палитра»');
    expect(personal).toHaveTextContent('ИНН 7707083893, КПП 773601001');
    expect(personal).toHaveTextContent('г. Москва, ул. Вавилова, 19');
    expect(personal).toHaveTextContent('Реквизиты компании ведёт ваш менеджер');
    await userEvent.click(within(personal).getByRole('button', { name: 'Сохранить личные данные' }));
    await vi.waitFor(() => expect(patches(server)).toHaveLength(1));
    expect(patches(server)[0]!.body).toEqual({
      personal: {
        fullname: 'Захаров Алексей Егорович',
        email: 'shop@example.com',
        phone: '+7 984 842-36-68',
      },
    });
  });

  it('hides method, country, city and service in the English version and leaves them out of the save', async () => {
    appConfig.version = 'en';
    await changeLanguage('en');
    const server = serve();
    const { wrapper } = renderProviders(USER);
    render(<ProfilePage />, { wrapper });
    const delivery = await screen.findByRole('region', { name: 'Delivery data' });
    expect(within(delivery).getByLabelText('Delivery address')).toHaveValue('Самара, наб., 88');
    for (const label of ['Delivery method', 'Country', 'City', 'Delivery service'])
      expect(within(delivery).queryByLabelText(label)).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.path === 'profile/delivery')).toBe(false);

    await userEvent.click(within(delivery).getByRole('button', { name: 'Save delivery data' }));
    await vi.waitFor(() => expect(patches(server)).toHaveLength(1));
    expect(patches(server)[0]!.body).toEqual({
      delivery: { address: 'Самара, наб., 88', comment: null, contact: 3 },
    });
  });

  it('counts the address characters and stops at 255', async () => {
    serve();
    const delivery = await renderPage();
    const address = within(delivery).getByLabelText('Адрес доставки');
    expect(within(delivery).getByText('16 / 255')).toBeInTheDocument();
    await userEvent.clear(address);
    await userEvent.type(address, 'Самара');
    expect(within(delivery).getByText('6 / 255')).toBeInTheDocument();
    expect(address).toHaveAttribute('maxlength', '255');
    await userEvent.clear(address);
    address.focus();
    await userEvent.paste('д'.repeat(300));
    expect(address).toHaveValue('д'.repeat(255));
    expect(within(delivery).getByText('255 / 255')).toHaveClass('text-danger');
  });

  it('saves the delivery data with PATCH and says so; the server’s field errors show under their fields', async () => {
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { message: 'Город не относится к стране', errors: { city: ['Город не относится к стране'] } },
    };
    const server = serve(() => answer);
    const delivery = await renderPage();
    await within(delivery).findByRole('option', { name: 'Курьер', selected: true });
    await userEvent.click(within(delivery).getByRole('button', { name: 'Сохранить данные доставки' }));
    const city = within(delivery).getByLabelText('Город');
    await vi.waitFor(() => expect(city).toHaveClass('is-invalid'));
    expect(city.parentElement).toHaveTextContent('Город не относится к стране');
    expect(patches(server)[0]!.body).toEqual({
      delivery: {
        method: 2,
        country: 1,
        city: 10,
        service: null,
        address: 'Самара, наб., 88',
        comment: null,
        contact: 3,
      },
    });

    answer = { status: 200, body: PROFILE };
    await userEvent.click(within(delivery).getByRole('button', { name: 'Сохранить данные доставки' }));
    expect(await screen.findByText('Данные доставки сохранены')).toBeInTheDocument();
    expect(city).not.toHaveClass('is-invalid');
  });

  it('turns order-status e-mails off with the switch at once, saying so (docs/rules.md#mail-outbox)', async () => {
    const server = serve((call) => ({
      status: 200,
      body: { ...PROFILE, ...(call.body as { order_status_emails: boolean }) },
    }));
    await renderPage();
    const emails = screen.getByRole('region', { name: 'Письма' });
    const toggle = within(emails).getByRole('switch', {
      name: 'Присылать письмо, когда меняется статус моего заказа',
    });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Письма о статусах отключены')).toBeInTheDocument();
    expect(patches(server).map((c) => c.body)).toEqual([{ order_status_emails: false }]);
    expect(toggle).not.toBeChecked();
  });

  it('adds a contact person through the contact-person modal, which asks for the empty required fields first', async () => {
    const server = serve();
    server.calls.length = 0;
    await renderPage();
    const contacts = screen.getByRole('region', { name: 'Контактные лица' });
    await userEvent.click(within(contacts).getByRole('button', { name: 'Добавить контактное лицо' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое контактное лицо' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const title = await screen.findByText('Заполните пустые поля');
    expect(title.closest('.toast')).toHaveTextContent('ФИО, Телефон');
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
