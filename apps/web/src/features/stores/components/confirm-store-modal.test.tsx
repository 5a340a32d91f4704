// @vitest-environment jsdom
import { CONFIRM_STORE_COOKIE, type Store, type User } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { useStoreConfirmation } from '@/hooks/use-store-confirmation';
import { confirmStorePrompt } from '@/lib/confirm-store-prompt';
import { queryKeys } from '@/lib/query-keys';
import { confirmationCookie } from '@/lib/store-confirmation';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { ConfirmStoreModal } from './confirm-store-modal';

await setupWebTest('ru');
// A loaded machine answers the fake server slowly; wait up to 5 s for what the page shows.

const store = (id: number, name: string, isRetail = id !== 1): Store => ({
  id,
  name,
  is_retail: isRetail,
  quantity: 0,
  supplies: 0,
  ranking: isRetail ? { number: 3, outlets_count: 36 } : null,
});
const MAIN = store(1, 'Основной склад');
const OUTLET = store(102, 'Палитра на Ленина');

/** A basket button's view of the rule. */
function Probe() {
  const { confirmed, ask } = useStoreConfirmation();
  return (
    <>
      <output>{confirmed ? 'confirmed' : 'blocked'}</output>
      {!confirmed && (
        <button type="button" onClick={ask}>
          В корзину
        </button>
      )}
    </>
  );
}

function renderWith({ user, stores }: { user: User; stores: Store[] }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.me, user);
  client.setQueryData(queryKeys.stores, { data: stores });
  const reload = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ToasterProvider>
        <Probe />
        <ConfirmStoreModal reload={reload} />
      </ToasterProvider>
    </QueryClientProvider>,
  );
  return { reload };
}

const franchise = makeUser({
  username: 'franchise',
  ranking: { access: true, best_outlet_number: 3, outlets_count: 14 },
});
const dialog = () => screen.queryByRole('dialog', { name: 'Подтвердите магазин' });
/** The buyer's first add in an unconfirmed store: the modal opens then, never before. */
const addFirst = () => userEvent.click(screen.getByRole('button', { name: 'В корзину' }));

beforeEach(() => {
  confirmationCookie.clear();
  confirmStorePrompt.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('confirm-store modal (docs/rules.md#store-confirmation)', () => {
  it('blocks adding in the main store with several stores and no cookie, and opens on the first add only', async () => {
    renderWith({ user: franchise, stores: [MAIN, OUTLET] });
    expect(screen.getByRole('status')).toHaveTextContent('blocked');
    // Not on arrival (after sign-in the what's-new log may be open): only when the buyer adds.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()).toBeNull();
    await addFirst();
    expect(await screen.findByRole('dialog', { name: 'Подтвердите магазин' })).toBeVisible();
    expect(within(dialog()!).getByRole('combobox', { name: 'Магазин' })).toHaveDisplayValue('Основной склад');
  });

  it('confirming the current store sets the cookie for a day, closes and unblocks', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderWith({ user: franchise, stores: [MAIN, OUTLET] });
    await addFirst();
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить' }));
    expect(set).toHaveBeenCalledWith(CONFIRM_STORE_COOKIE, '1', expect.objectContaining({ expires: 1 }));
    expect(Cookies.get(CONFIRM_STORE_COOKIE)).toBe('1');
    expect(screen.getByRole('status')).toHaveTextContent('confirmed');
    await waitFor(() => expect(dialog()).toBeNull());
    set.mockRestore();
  });

  it('choosing another store switches to it and reloads the page', async () => {
    const fetch = vi.fn(async (url: string) => {
      const body = url.includes('store/active/102') ? { data: OUTLET } : { user: franchise };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const { reload } = renderWith({ user: franchise, stores: [MAIN, OUTLET] });
    await addFirst();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Магазин' }), '102');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить магазин' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(fetch.mock.calls[0]![0]).toContain('/api/v0/store/active/102');
  });

  it('asks nothing when the cookie exists', () => {
    confirmationCookie.set(1);
    renderWith({ user: franchise, stores: [MAIN, OUTLET] });
    expect(screen.getByRole('status')).toHaveTextContent('confirmed');
    expect(dialog()).toBeNull();
  });

  it('asks nothing of a user with one store, or in an outlet', () => {
    renderWith({ user: makeUser({ username: 'dropship' }), stores: [MAIN] });
    expect(screen.getByRole('status')).toHaveTextContent('confirmed');
    const inOutlet = makeUser({ current_store: { ...franchise.current_store, id: 102, is_retail: true } });
    renderWith({ user: inOutlet, stores: [MAIN, OUTLET] });
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['confirmed', 'confirmed']);
    expect(dialog()).toBeNull();
  });

  it('stays closed after "later" while the products are on screen, the buttons still blocked', async () => {
    renderWith({ user: franchise, stores: [MAIN, OUTLET] });
    await addFirst();
    await userEvent.click(await screen.findByRole('button', { name: 'Позже' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('blocked');
  });

  it('opens again when a blocked add button is clicked after "later" (docs/rules.md#store-confirmation)', async () => {
    renderWith({ user: franchise, stores: [MAIN, OUTLET] });
    await addFirst();
    await userEvent.click(await screen.findByRole('button', { name: 'Позже' }));
    await waitFor(() => expect(dialog()).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(await screen.findByRole('dialog', { name: 'Подтвердите магазин' })).toBeVisible();
    await userEvent.click(within(dialog()!).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('confirmed');
  });

  it("waits until another modal (the what's-new log) is closed instead of opening over it", async () => {
    document.body.classList.add('modal-open');
    renderWith({ user: franchise, stores: [MAIN, OUTLET] });
    expect(screen.getByRole('status')).toHaveTextContent('blocked');
    await addFirst();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()).toBeNull();
    document.body.classList.remove('modal-open');
    expect(await screen.findByRole('dialog', { name: 'Подтвердите магазин' })).toBeVisible();
  });

  it("offers the main store first when it is not one of the user's own (decision 0014)", async () => {
    renderWith({ user: franchise, stores: [OUTLET, store(103, 'Холст и кисть на Мира')] });
    await addFirst();
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите магазин' });
    expect(dialog).toHaveTextContent('Сейчас выбран магазин «Основной склад»');
    const select = within(dialog).getByRole('combobox', { name: 'Магазин' });
    expect(select).toHaveDisplayValue('Основной склад');
    expect(within(select).getAllByRole('option')).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
  });
});
