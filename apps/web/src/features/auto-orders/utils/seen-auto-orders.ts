/**
 * Auto orders this tab created itself: their lines are in the basket already, so the fresh-auto-order
 * offer (union / replace) is not made for them here — only in another tab, device or session — and
 * offers the user put aside. Kept in sessionStorage, like the other per-tab state of the page.
 */
const KEY = 'auto-order.seen';

function read(): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export const seenAutoOrders = {
  has: (id: number) => read().includes(id),
  add(id: number) {
    const ids = read();
    if (!ids.includes(id)) sessionStorage.setItem(KEY, JSON.stringify([...ids, id].slice(-20)));
  },
};
