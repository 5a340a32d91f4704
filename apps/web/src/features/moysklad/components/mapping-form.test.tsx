// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { makeConnection, makeOptions, SUGGESTED } from '../test/fixtures';
import { MoyskladPage } from './moysklad-page';

await setupWebTest('ru');

/** The page for an admin, the connection (no mapping saved by default) and the options served; `answer` first. */
function open({
  connection = makeConnection(),
  options = makeOptions(),
  answer,
}: {
  connection?: ReturnType<typeof makeConnection>;
  options?: ReturnType<typeof makeOptions>;
  answer?: (call: Call) => Answer | undefined;
} = {}) {
  const server = fakeBasketServer({
    override: (call) =>
      answer?.(call) ??
      (call.method === 'GET' && call.path === 'services/moysklad'
        ? { status: 200, body: { data: connection } }
        : call.method === 'GET' && call.path === 'services/moysklad/options'
          ? { status: 200, body: { data: options } }
          : undefined),
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['admin'] }), { path: '/services/moysklad' });
  render(<MoyskladPage />, { wrapper });
  return server;
}

const target = (name: string) => screen.getByRole('combobox', { name: `Куда идут остатки склада ${name}` });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить сопоставление' }));

describe('МойСклад mapping (docs/moysklad.md)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the suggestions when none is saved and saves the whole mapping', async () => {
    const { calls } = open({
      answer: (call) =>
        call.method === 'PUT'
          ? { status: 200, body: { data: makeConnection({ mapping: call.body as never }) } }
          : undefined,
    });
    expect(await screen.findByText(/Сопоставление ещё не сохранено/)).toBeVisible();
    expect(
      await screen.findByRole('combobox', { name: 'Куда идут остатки склада Основной склад' }),
    ).toHaveValue('main-ru');
    expect(target('Склад Ленина')).toHaveValue('outlet');
    expect(
      screen.getByRole('combobox', { name: 'Торговая точка для склада Склад Ленина' }),
    ).toHaveDisplayValue('Палитра на Ленина');
    expect(
      screen.getByRole('combobox', { name: 'Контрагент новой точки для склада Склад Мира' }),
    ).toHaveDisplayValue('ИП Петрова');
    expect(target('Брак')).toHaveValue('ignore');
    expect(within(target('Брак').closest('tr')!).getByText('не синхронизируется')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Точка на Ленина' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Оптовая цена, RUB' })).toHaveDisplayValue('Оптовая');
    expect(screen.getByRole('combobox', { name: 'Оптовая цена, EUR' })).toHaveDisplayValue('Пересчёт из RUB');
    expect(screen.getByRole('combobox', { name: 'Код товара берётся из поля' })).toHaveValue('article');
    expect(screen.getByRole('combobox', { name: 'Размер' })).toHaveDisplayValue('Размер');
    expect(screen.getByRole('combobox', { name: 'Хэштеги' })).toHaveDisplayValue('Не сопоставлено');

    await userEvent.selectOptions(target('Брак'), 'main-en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Оптовая цена, EUR' }), 'pt-eur');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Название на английском' }),
      'attr-en',
    );
    await save();

    expect(await screen.findByText('Сопоставление сохранено')).toBeVisible();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('services/moysklad/mapping');
    expect(put.body).toEqual({
      stores: [
        { moysklad_store_id: 'ms-1', target: 'main-ru' },
        { moysklad_store_id: 'ms-2', target: 'outlet', store_id: 102 },
        { moysklad_store_id: 'ms-3', target: 'new-outlet', counterparty_id: 7 },
        { moysklad_store_id: 'ms-4', target: 'main-en' },
      ],
      prices: {
        RUB: { wholesale: 'pt-opt', retail: 'pt-rozn' },
        EUR: { wholesale: 'pt-eur', retail: null },
        PLN: null,
        RSD: null,
      },
      product_key: 'article',
      attributes: { size: 'attr-size', name_en: 'attr-en' },
      orders: null,
    });
    expect(screen.queryByText(/Сопоставление ещё не сохранено/)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Синхронизация' })).toBeVisible();
  });

  it('starts from the saved mapping, marks a warehouse it lacks, and accepts the suggestions on demand', async () => {
    open({
      connection: makeConnection({
        mapping: {
          stores: [
            { moysklad_store_id: 'ms-1', target: 'main-en' },
            { moysklad_store_id: 'ms-2', target: 'outlet', store_id: 103 },
            { moysklad_store_id: 'ms-3', target: 'ignore' },
          ],
          prices: { RUB: { wholesale: 'pt-rozn', retail: null } },
          product_key: 'code',
          attributes: {},
        },
      }),
    });
    expect(
      await screen.findByRole('combobox', { name: 'Куда идут остатки склада Основной склад' }),
    ).toHaveValue('main-en');
    expect(screen.getByRole('combobox', { name: 'Торговая точка для склада Склад Ленина' })).toHaveValue(
      '103',
    );
    expect(target('Склад Мира')).toHaveValue('ignore');
    expect(within(target('Брак').closest('tr')!).getByText('нет в сохранённом сопоставлении')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Код товара берётся из поля' })).toHaveValue('code');

    await userEvent.click(screen.getByRole('button', { name: 'Принять предложения' }));
    expect(target('Основной склад')).toHaveValue('main-ru');
    expect(screen.getByRole('combobox', { name: 'Торговая точка для склада Склад Ленина' })).toHaveValue(
      '102',
    );
    expect(target('Склад Мира')).toHaveValue(SUGGESTED.stores[2]!.target);
    expect(screen.getByRole('combobox', { name: 'Оптовая цена, RUB' })).toHaveValue('pt-opt');
    expect(screen.getByRole('combobox', { name: 'Код товара берётся из поля' })).toHaveValue('article');
  });

  it('sends orders with the organization and the states of our statuses, or none when switched off', async () => {
    const { calls } = open({
      answer: (call) =>
        call.method === 'PUT'
          ? { status: 200, body: { data: makeConnection({ mapping: call.body as never }) } }
          : undefined,
      options: makeOptions({
        suggested: {
          ...SUGGESTED,
          orders: { organization: 'org-1', states: { new: 'st-new', confirmed: 'st-ok', cancelled: null } },
        },
      }),
    });
    const sending = await screen.findByRole('checkbox', { name: 'Передавать заказы в МойСклад' });
    expect(sending).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Юрлицо заказов' })).toHaveDisplayValue('ООО «Хобби Опт»');
    expect(screen.getByRole('combobox', { name: 'Статус МойСклад для «Подтверждён»' })).toHaveDisplayValue(
      'Подтвержден',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Статус МойСклад для «Отменён»' }),
      'st-cancel',
    );
    await save();
    await screen.findByText('Сопоставление сохранено');
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      orders: {
        organization: 'org-1',
        states: {
          new: 'st-new',
          confirmed: 'st-ok',
          assembled: null,
          shipped: null,
          delivered: null,
          cancelled: 'st-cancel',
        },
      },
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Передавать заказы в МойСклад' }));
    expect(screen.getByRole('combobox', { name: 'Юрлицо заказов' })).toBeDisabled();
    await save();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toMatchObject({ orders: null });
  });

  it('checks a chosen target before saving, and shows the server’s field errors at their rows', async () => {
    const { calls } = open({
      answer: (call) =>
        call.method === 'PUT'
          ? {
              status: 422,
              body: {
                message: 'Проверьте поля',
                errors: {
                  'stores.2.counterparty_id': ['Контрагент не найден'],
                  'prices.RUB.retail': ['Тип цены не найден'],
                },
              },
            }
          : undefined,
    });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Куда идут остатки склада Брак' }),
      'outlet',
    );
    await save();
    const outlet = screen.getByRole('combobox', { name: 'Торговая точка для склада Брак' });
    expect(outlet).toHaveAttribute('aria-invalid', 'true');
    expect(outlet).toHaveAccessibleDescription('Выберите торговую точку');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.selectOptions(outlet, '103');
    await save();
    const counterparty = await screen.findByRole('combobox', {
      name: 'Контрагент новой точки для склада Склад Мира',
    });
    await vi.waitFor(() => expect(counterparty).toHaveAccessibleDescription('Контрагент не найден'));
    expect(screen.getByRole('combobox', { name: 'Розничная цена, RUB' })).toHaveAccessibleDescription(
      'Тип цены не найден',
    );
    expect(screen.getByText('Исправьте отмеченные поля')).toBeVisible();
  });
});
