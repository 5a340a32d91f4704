// @vitest-environment jsdom
import type { Counterparty } from '@kits/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { makeCounterparty, makeOutlet } from '../test/fixtures';
import { CounterpartyCard, type CounterpartyTab } from './counterparty-card';
import { OutletsTab } from './outlets-tab';
import { RequisitesTab } from './requisites-tab';

await setupWebTest('ru');

const TABS: CounterpartyTab[] = [
  { key: 'requisites', title: 'Реквизиты', render: (c) => <RequisitesTab counterparty={c} /> },
  { key: 'outlets', title: 'Магазины', render: (c) => <OutletsTab counterparty={c} /> },
];

/** The card's calls: GET answers `state.counterparty`; PATCH, block and outlet writes answer `write` or apply. */
function serve(write?: (call: Call) => Answer | undefined) {
  const state = { counterparty: makeCounterparty() };
  const server = fakeBasketServer({
    override: (call) => {
      const answer = write?.(call);
      if (answer) return answer;
      const base = 'services/counterparties/5';
      if (call.path === base && call.method === 'PATCH') {
        const { apply_to_users: _, ...changes } = call.body as Partial<Counterparty> & {
          apply_to_users?: boolean;
        };
        state.counterparty = { ...state.counterparty, ...changes };
      }
      if (call.path === `${base}/block`) state.counterparty = { ...state.counterparty, status: 'blocked' };
      if (call.path === base || (call.path.startsWith(`${base}/`) && call.path.endsWith('block')))
        return { status: 200, body: { data: state.counterparty } };
      if (call.path === 'services/price-types')
        return {
          status: 200,
          body: {
            data: [
              { id: 3, name: 'Крупный опт', external_id: null, priced: 10, counterparties: 0, etag: '"t3"' },
            ],
          },
        };
      if (call.path === `${base}/outlets` && call.method === 'GET')
        return { status: 200, body: { data: [makeOutlet()] } };
      if (call.path === `${base}/outlets`) return { status: 201, body: { data: makeOutlet({ id: 100002 }) } };
      return undefined;
    },
  });
  return { ...server, state };
}

function open(path = '/services/counterparty/5') {
  const { wrapper } = renderProviders(makeUser({ groups: ['manager'] }), { path });
  render(<CounterpartyCard id={5} tabs={TABS} />, { wrapper });
}
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('counterparty card (docs/rules.md#counterparty)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('edits the KPP: only the change is sent, the saved value stays, a toast says so', async () => {
    const server = serve();
    open();
    expect(await screen.findByRole('heading', { name: 'ООО «Палитра»' })).toBeInTheDocument();
    expect(screen.getByText(/^№ 5 · Россия · с 15 янв/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'ООО «Палитра»' });
    expect(within(form).getByLabelText(/ИНН/)).toHaveValue('7707083893');
    expect(within(form).queryByLabelText('VAT ID')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Версия')).toBeDisabled();
    const kpp = within(form).getByLabelText('КПП');
    await userEvent.clear(kpp);
    await userEvent.type(kpp, '773601002');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Реквизиты сохранены')).toBeInTheDocument();
    expect(writes(server.calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PATCH', 'services/counterparties/5', { kpp: '773601002' }],
    ]);
    expect(kpp).toHaveValue('773601002');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Изменений нет.')).toBeInTheDocument();
    expect(writes(server.calls)).toHaveLength(1);
  });

  it('sends If-Match, and when someone saved meanwhile shows their values for review instead of overwriting (docs/rules.md#record-versions)', async () => {
    const theirs = makeCounterparty({
      etag: '"counterparty-v2"',
      kpp: '773601009',
      contact_name: 'Иванова Анна',
    });
    let refused = false;
    const server = serve((call) => {
      if (call.method !== 'PATCH' || refused) return undefined;
      refused = true;
      return {
        status: 412,
        body: { message: 'Запись изменил кто-то другой', code: 'PRECONDITION_FAILED', current: theirs },
      };
    });
    open();
    const form = await screen.findByRole('form', { name: 'ООО «Палитра»' });
    const comment = within(form).getByLabelText('Комментарий менеджера');
    await userEvent.type(comment, 'Звонить после обеда');
    const kpp = within(form).getByLabelText('КПП');
    await userEvent.clear(kpp);
    await userEvent.type(kpp, '773601002');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Кто-то изменил эту запись — проверьте');
    expect(alert).toHaveTextContent('КПП: 773601009');
    expect(alert).toHaveTextContent('ФИО: Иванова Анна');
    expect(kpp).toHaveValue('773601009');
    expect(within(form).getByLabelText('ФИО')).toHaveValue('Иванова Анна');
    expect(comment).toHaveValue('Звонить после обеда');
    server.state.counterparty = theirs;

    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Реквизиты сохранены')).toBeInTheDocument();
    const patches = writes(server.calls);
    expect(patches.map((c) => [c.headers.get('If-Match'), c.body])).toEqual([
      ['"counterparty-v1"', { kpp: '773601002', comment: 'Звонить после обеда' }],
      ['"counterparty-v2"', { comment: 'Звонить после обеда' }],
    ]);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's field errors under their fields", async () => {
    serve((call) =>
      call.method === 'PATCH'
        ? {
            status: 422,
            body: {
              message: 'КПП бывает только у организаций, у ИП его нет',
              errors: { kpp: ['КПП бывает только у организаций, у ИП его нет'] },
            },
          }
        : undefined,
    );
    open();
    const form = await screen.findByRole('form', { name: 'ООО «Палитра»' });
    const inn = within(form).getByLabelText(/ИНН/);
    await userEvent.clear(inn);
    await userEvent.type(inn, '500100732259');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    const kpp = within(form).getByLabelText('КПП');
    await waitFor(() => expect(kpp).toHaveClass('is-invalid'));
    expect(kpp.parentElement).toHaveTextContent('КПП бывает только у организаций, у ИП его нет');
    expect(await screen.findByText('Не удалось сохранить контрагента')).toBeInTheDocument();
  });

  it('offers to give a new discount to every user, and sends apply_to_users with it', async () => {
    const server = serve();
    open();
    const form = await screen.findByRole('form', { name: 'ООО «Палитра»' });
    const discount = within(form).getByLabelText('Скидка, %');
    await userEvent.clear(discount);
    await userEvent.type(discount, '7,5');
    await userEvent.click(
      within(form).getByRole('checkbox', {
        name: 'Установить эту скидку всем пользователям контрагента (2)',
      }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(writes(server.calls)).toHaveLength(1));
    expect(writes(server.calls)[0]!.body).toEqual({ discount: 7.5, apply_to_users: true });
  });

  it('sets the price type its buyers pay, sending only price_type_id (docs/rules.md#buyer-price)', async () => {
    const server = serve();
    open();
    const form = await screen.findByRole('form', { name: 'ООО «Палитра»' });
    const select = within(form).getByLabelText('Тип цен');
    expect(select).toHaveValue('');
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Крупный опт' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(select, 'Крупный опт');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(writes(server.calls)).toHaveLength(1));
    expect(writes(server.calls)[0]!.body).toEqual({ price_type_id: 3 });
  });

  it('blocks after a confirmation that tells how many users lose access', async () => {
    const server = serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать «ООО «Палитра»»?' });
    expect(dialog).toHaveTextContent('Пользователи контрагента (2) сразу потеряют доступ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(await screen.findByText('Контрагент заблокирован')).toBeInTheDocument();
    expect(writes(server.calls).map((c) => c.path)).toEqual(['services/counterparties/5/block']);
    expect(await screen.findByRole('button', { name: 'Разблокировать' })).toBeInTheDocument();
  });

  it('lists the outlets and adds one through the dialog', async () => {
    const server = serve();
    open('/services/counterparty/5?tab=outlets');
    const table = await screen.findByRole('table', { name: 'Магазины контрагента' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /Палитра на Ленина.*Тверь.*Розничный.*RUB.*14 дней/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Добавить магазин' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый магазин' });
    await userEvent.type(within(dialog).getByLabelText('Название'), 'Палитра в Туле');
    await userEvent.type(within(dialog).getByLabelText('Город'), 'Тула');
    await userEvent.click(within(dialog).getByLabelText('Участвует в рейтинге продаж'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(writes(server.calls)).toHaveLength(1));
    expect(writes(server.calls)[0]).toMatchObject({
      method: 'POST',
      path: 'services/counterparties/5/outlets',
      body: {
        name: 'Палитра в Туле',
        is_retail: true,
        city: 'Тула',
        currency: 'RUB',
        report_period_days: 14,
        auto_order_sum: null,
        in_ranking: false,
      },
    });
  });
});
