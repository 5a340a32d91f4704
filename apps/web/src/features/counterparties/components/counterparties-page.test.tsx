// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { europeanCounterparty, makeCounterparty } from '../test/fixtures';
import { CounterpartiesPage } from './counterparties-page';

await setupWebTest('ru');

const palitra = makeCounterparty();
const page = (data: unknown[]) => ({
  status: 200,
  body: { data, meta: { page: 1, per_page: 25, total: data.length, last_page: 1 } },
});

/** GET services/counterparties answers both, or none for a search; POST answers the created one or `created`. */
function serve(created?: (call: Call) => { status: number; body: unknown }) {
  return fakeBasketServer({
    override: (call) => {
      if (call.path !== 'services/counterparties') return undefined;
      if (call.method === 'POST') return created?.(call) ?? { status: 201, body: { data: palitra } };
      return call.query.get('q') ? page([]) : page([palitra, europeanCounterparty]);
    },
  });
}

function CardStub() {
  return <p>Карточка {useParams().id}</p>;
}

function open(path = '/services/counterparty/list') {
  const { wrapper } = renderProviders(makeUser({ groups: ['manager'] }), { path });
  render(
    <Routes>
      <Route path="/services/counterparty/list" element={<CounterpartiesPage />} />
      <Route path="/services/counterparty/:id" element={<CardStub />} />
    </Routes>,
    { wrapper },
  );
}

describe('counterparties list (docs/rules.md#counterparty)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists legal name, INN or VAT id, version, discount, users, outlets and status', async () => {
    serve();
    open();
    expect(screen.getByRole('heading', { name: 'Все контрагенты' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Найденные контрагенты' });
    const [, first, second] = within(table).getAllByRole('row');
    for (const text of ['ООО «Палитра»', '7707083893', '773601001', 'Россия', '5 %', 'Активен'])
      expect(first).toHaveTextContent(text);
    for (const text of ['Art Corner GmbH', 'DE123456789', 'Европа', '12,5 %', 'Заблокирован'])
      expect(second).toHaveTextContent(text);
    expect(screen.getByText('Найдено 2 контрагента')).toBeInTheDocument();
  });

  it('sends the search text and filters from the URL, and says when nothing is found', async () => {
    const server = serve();
    open('/services/counterparty/list?status=blocked&version=en&page=2');
    await screen.findByRole('table', { name: 'Найденные контрагенты' });
    expect(server.calls[0]!.query.toString()).toBe('status=blocked&version=en&page=2');
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('blocked');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск контрагента' }), 'палитра');
    expect(await screen.findByText('По запросу «палитра» контрагентов не найдено.')).toBeInTheDocument();
    expect(server.calls.at(-1)!.query.toString()).toBe(
      `q=${encodeURIComponent('палитра')}&status=blocked&version=en&page=1`,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Версия' }), '');
    await waitFor(() =>
      expect(server.calls.at(-1)!.query.toString()).toBe(
        `q=${encodeURIComponent('палитра')}&status=blocked&page=1`,
      ),
    );
  });

  it('opens a card from its row', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть карточку «Art Corner GmbH»' }));
    expect(await screen.findByText('Карточка 9')).toBeInTheDocument();
  });

  it('creates a counterparty from the dialog, shows field errors of a 422, then opens the new card', async () => {
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { message: 'Проверьте введённые данные', errors: { inn: ['Неверное контрольное число ИНН'] } },
    };
    const server = serve(() => answer);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Новый контрагент' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый контрагент' });
    await userEvent.type(within(dialog).getByLabelText(/Юридическое название/), 'ООО «Палитра»');
    await userEvent.type(within(dialog).getByLabelText(/ИНН/), '7707083894');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать контрагента' }));
    const inn = within(dialog).getByLabelText(/ИНН/);
    await waitFor(() => expect(inn).toHaveClass('is-invalid'));
    expect(inn.parentElement).toHaveTextContent('Неверное контрольное число ИНН');
    const posted = server.calls.find((c) => c.method === 'POST')!;
    expect(posted.body).toMatchObject({
      legal_name: 'ООО «Палитра»',
      inn: '7707083894',
      kpp: null,
      vat_id: null,
      version: 'ru',
      discount: 0,
    });
    answer = { status: 201, body: { data: palitra } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать контрагента' }));
    expect(await screen.findByText('Карточка 5')).toBeInTheDocument();
  });
});
