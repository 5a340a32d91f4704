// @vitest-environment jsdom
import type { MoyskladCounterpartiesPreview } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { CounterpartiesImport } from './counterparties-import';

await setupWebTest('ru');

const row = (over: Partial<MoyskladCounterpartiesPreview['rows'][number]>) => ({
  moysklad_id: 'ms-1',
  name: 'ООО «Мир увлечений»',
  legal_title: null,
  company_type: 'legal' as const,
  inn: '7707083893',
  kpp: '770701001',
  legal_address: '115054, Москва, ул. Садовая, д. 5',
  phone: '+7 900 111-22-33',
  email: 'zakaz@mir-hobby.example',
  action: 'create' as const,
  counterparty: null,
  problems: [],
  ...over,
});

const PREVIEW: MoyskladCounterpartiesPreview = {
  rows: [
    row({}),
    row({
      moysklad_id: 'ms-2',
      name: 'ООО «Уже наш»',
      action: 'link',
      counterparty: { id: 5, legal_name: 'ООО «Наш»' },
    }),
    row({
      moysklad_id: 'ms-3',
      name: 'Розничный покупатель',
      inn: null,
      kpp: null,
      action: 'skip',
      problems: ['В МойСклад нет ИНН'],
    }),
  ],
  counts: { linked: 0, link: 1, create: 1, skip: 1 },
};

describe('МойСклад counterparties import (docs/moysklad.md §Counterparties)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the preview on demand, shows each action and its reason, and runs the import', async () => {
    const { calls } = fakeBasketServer({
      override: (call) => {
        if (call.path === 'services/moysklad/counterparties') return { status: 200, body: { data: PREVIEW } };
        if (call.path === 'services/moysklad/counterparties/import')
          return { status: 200, body: { data: { created: 1, linked: 1, already_linked: 0, skipped: 1 } } };
        return undefined;
      },
    });
    const { wrapper } = renderProviders(makeUser({ groups: ['admin'] }), { path: '/services/moysklad' });
    render(<CounterpartiesImport />, { wrapper });
    expect(calls.some((c) => c.path === 'services/moysklad/counterparties')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Показать контрагентов МойСклад' }));
    const table = await screen.findByRole('table', { name: 'Контрагенты МойСклад' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('создать')).toBeVisible();
    expect(within(rows[1]!).getByText('7707083893')).toBeVisible();
    expect(within(rows[2]!).getByText('связать')).toBeVisible();
    expect(within(rows[2]!).getByText('ООО «Наш»')).toBeVisible();
    expect(within(rows[3]!).getByText('В МойСклад нет ИНН')).toBeVisible();
    expect(screen.getByText('Создать: 1, связать: 1, уже связаны: 0, пропустить: 1')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Импортировать 2 контрагентов' }));
    expect(await screen.findByText('Создано: 1, связано: 1, пропущено: 1')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      'services/moysklad/counterparties/import',
    ]);
  });
});
