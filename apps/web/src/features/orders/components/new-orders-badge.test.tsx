// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { NewOrdersBadge } from './new-orders-badge';

await setupWebTest('ru');

/** GET orders?status=new answers `total` orders waiting. */
function serve(total: number) {
  return fakeBasketServer({
    override: (call) =>
      call.method === 'GET' && call.path === 'orders'
        ? { status: 200, body: { data: [], meta: { page: 1, per_page: 20, total, last_page: 1 } } }
        : undefined,
  });
}

describe('the new orders badge (staff are told of new orders)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts the orders still new, named for screen readers', async () => {
    const { calls } = serve(3);
    const { wrapper } = renderProviders(makeUser({ groups: ['manager'] }));
    render(<NewOrdersBadge />, { wrapper });
    expect(await screen.findByText('3 новых заказа')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'orders')!.query.get('status')).toBe('new');
  });

  it('shows nothing while no order waits', async () => {
    const { calls } = serve(0);
    const { wrapper } = renderProviders(makeUser({ groups: ['manager'] }));
    render(<NewOrdersBadge />, { wrapper });
    await vi.waitFor(() => expect(calls.some((c) => c.path === 'orders')).toBe(true));
    expect(screen.queryByText(/новы/)).not.toBeInTheDocument();
  });
});
