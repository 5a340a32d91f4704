// @vitest-environment jsdom
import { addDays, todayIn, VERSION_TIME_ZONE } from '@kits/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '@/lib/app-config';
import {
  type Answer,
  type Call,
  fakeBasketServer,
  makeLine,
  makeOrder,
  renderProviders,
} from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { BasketModal } from './basket-modal';

await setupWebTest('ru');

const UUID = '7f1c2a52-3d55-4c3e-9a45-1d1d6a0c2b11';
const PROFILE = {
  personal: {
    fullname: 'Магазин «Творчество»',
    email: null,
    phone: null,
    company: null,
    inn: null,
    legal_address: null,
    contacts: [
      {
        id: 3,
        full_name: 'Ирина Соколова',
        position: 'Закупщик',
        phone: '+7 901',
        email: null,
        comment: null,
      },
    ],
    counterparty: null,
  },
  delivery: {
    comment: null,
    method: 2,
    country: null,
    city: null,
    service: null,
    address: 'Тверь',
    contact: 3,
  },
  order_status_emails: true,
  reorder_reminder_days: null,
  reorder_reminder_emails: false,
};
const LOOKUPS = {
  services: [{ id: 1, name: 'СДЭК' }],
  methods: [
    { id: 1, name: 'Самовывоз', needs_service: false },
    { id: 2, name: 'Транспортная компания', needs_service: true },
  ],
  countries: [
    { id: 1, name: 'Россия' },
    { id: 2, name: 'Казахстан' },
  ],
  cities: [
    { id: 10, name: 'Москва', country_id: 1 },
    { id: 20, name: 'Алматы', country_id: 2 },
  ],
};

function serve(orderSend: (call: Call) => Answer) {
  return fakeBasketServer({
    lines: [makeLine({ id: 1, basket_count: 3 })],
    override: (call) => {
      if (call.path === `profile/${UUID}`) return { status: 200, body: PROFILE };
      if (call.path === 'profile/delivery') return { status: 200, body: LOOKUPS };
      if (call.path === 'order/send') return orderSend(call);
      if (call.path === 'order/invoice')
        return {
          status: 201,
          body: { id: 5, created: '2026-03-05', number: '2026-000005', file_name: 'f.pdf' },
        };
      return undefined;
    },
  });
}

async function openCheckout() {
  const { wrapper } = renderProviders();
  render(<BasketModal show onHide={() => {}} />, { wrapper });
  const next = await screen.findByRole('button', { name: /Далее/ });
  await waitFor(() => expect(next).toBeEnabled());
  await userEvent.click(next);
  return screen.findByLabelText('Адрес доставки');
}

const sendButton = () => screen.getByRole('button', { name: 'Отправить заказ' });
const sends = (calls: Call[]) => calls.filter((c) => c.path === 'order/send');

// A shared, loaded machine: user-event flows may take several seconds.
describe('checkout (docs/rules.md#checkout, docs/rules.md#spec-6, docs/rules.md#spec-8)', {
  timeout: 30_000,
}, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    appConfig.version = 'ru';
  });

  it('starts from the profile, filters cities by country, retries with the same Idempotency-Key and shows the order', async () => {
    let tries = 0;
    const server = serve(() =>
      ++tries === 1
        ? { status: 503, body: { message: 'Сервер перегружен', error: 'Сервер перегружен' } }
        : { status: 201, body: makeOrder() },
    );
    const address = await openCheckout();
    expect(address).toHaveValue('Тверь');
    expect(screen.getByText('5 / 255')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Способ доставки')).toHaveValue('2'));
    expect(screen.getByLabelText('Контактное лицо')).toHaveValue('3');
    // The service is asked with a transport company only (docs/rules.md#delivery-lookups).
    expect(screen.getByLabelText('Служба доставки')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Способ доставки'), '1');
    expect(screen.queryByLabelText('Служба доставки')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Способ доставки'), '2');
    expect(screen.getByLabelText('Служба доставки')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Страна'), '2');
    const cities = within(screen.getByLabelText('Город'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(cities).toEqual(['Не выбрано', 'Алматы']);
    await userEvent.selectOptions(screen.getByLabelText('Город'), '20');
    // The buyer's reference and the day asked for (docs/rules.md#order-reference): tomorrow at the earliest.
    await userEvent.type(screen.getByLabelText('Ваш номер заказа'), ' PO-4711 ');
    const day = screen.getByLabelText('Желаемая дата доставки');
    const tomorrow = addDays(todayIn(VERSION_TIME_ZONE.ru), 1);
    expect(day).toHaveAttribute('min', tomorrow);
    fireEvent.change(day, { target: { value: addDays(tomorrow, 2) } });

    await userEvent.click(sendButton());
    const failure = (await screen.findByText('Ошибка отправки заказа')).closest('.toast');
    expect(failure).toHaveTextContent('Сервер перегружен');
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await userEvent.click(sendButton());

    expect(await screen.findByText('Заказ З-000123 оформлен')).toBeInTheDocument();
    const [first, second] = sends(server.calls);
    expect(first!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(second!.body).toEqual({
      order_comment: {
        method: 2,
        country: 2,
        city: 20,
        service: null,
        address: 'Тверь',
        comment: null,
        contact: 3,
      },
      reference: 'PO-4711',
      delivery_date: addDays(tomorrow, 2),
    });
    expect(await screen.findByRole('button', { name: 'Скачать счёт № 2026-000005' })).toBeInTheDocument();
  });

  it.each([
    [422, 'Товара AM-0001 на складе 2 шт.'],
    [409, 'Корзина изменилась во время отправки заказа'],
  ])(
    'on %i shows the server error, reloads the basket and returns to the Basket tab',
    async (status, text) => {
      const server = serve(() => ({ status, body: { message: text, error: text } }));
      await openCheckout();
      const loadsBefore = server.calls.filter((c) => c.path === 'basket' && c.method === 'GET').length;
      await userEvent.click(sendButton());
      const toast = (await screen.findByText('Ошибка отправки заказа')).closest('.toast');
      expect(toast).toHaveTextContent(text);
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: /Товары/ })).toHaveAttribute('aria-selected', 'true'),
      );
      expect(server.calls.filter((c) => c.path === 'basket' && c.method === 'GET').length).toBeGreaterThan(
        loadsBefore,
      );
    },
  );

  it('has no method, country, city or service in the English version', async () => {
    appConfig.version = 'en';
    const server = serve(() => ({ status: 201, body: makeOrder({ version: 'en' }) }));
    await openCheckout();
    expect(screen.queryByLabelText('Способ доставки')).toBeNull();
    expect(screen.queryByLabelText('Город')).toBeNull();
    await userEvent.click(sendButton());
    await screen.findByText('Заказ З-000123 оформлен');
    expect(sends(server.calls)[0]!.body).toMatchObject({
      order_comment: { method: null, country: null, city: null, service: null },
    });
    expect(server.calls.some((c) => c.path === 'profile/delivery' || c.path === 'order/invoice')).toBe(false);
  });
});
