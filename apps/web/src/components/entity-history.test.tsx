// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { EntityHistory } from './entity-history';

await setupWebTest('ru');

const entry = (over: object) => ({
  id: 1,
  user: { id: 2, username: 'manager' },
  entity: 'counterparty',
  entity_id: '5',
  entity_label: 'ООО «Ромашка»',
  action: 'update',
  changes: {},
  created_at: '2026-11-02T10:00:00.000Z',
  ...over,
});

describe('EntityHistory (docs/rules.md#audit)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the entity's history and shows each change as field: before → after, newest first", async () => {
    const server = fakeBasketServer({
      override: (call) =>
        call.path === 'services/audit/counterparty/5'
          ? {
              status: 200,
              body: {
                data: [
                  entry({
                    id: 2,
                    action: 'status',
                    changes: { status: ['new', 'confirmed'], comment: 'Оплачено' },
                  }),
                  entry({ id: 1, user: null, action: 'update', changes: { discount: [0, 5] } }),
                ],
              },
            }
          : undefined,
    });
    const { wrapper } = renderProviders(makeUser({ groups: ['manager'] }));
    render(<EntityHistory entity="counterparty" entityId={5} />, { wrapper });
    const table = await screen.findByRole('table', { name: 'История изменений' });
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('manager');
    expect(newest).toHaveTextContent('смена статуса');
    expect(newest).toHaveTextContent('статус: новый → стало подтверждён');
    expect(newest).toHaveTextContent('комментарий: Оплачено');
    expect(oldest).toHaveTextContent('система');
    expect(oldest).toHaveTextContent('скидка, %: 0 → стало 5');
    expect(server.calls.map((c) => c.path)).toEqual(['services/audit/counterparty/5']);
  });

  it('says so when the entity has no history yet', async () => {
    fakeBasketServer({ override: () => ({ status: 200, body: { data: [] } }) });
    const { wrapper } = renderProviders(makeUser({ groups: ['manager'] }));
    render(<EntityHistory entity="order" entityId="0d4c1a6e-2a55-4f6e-9f55-6d1b1c0a7e01" />, { wrapper });
    expect(await screen.findByText('Изменений пока не было.')).toBeInTheDocument();
  });
});
