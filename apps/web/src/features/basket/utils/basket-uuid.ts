/** sessionStorage key of the tab's temporary basket uuid (docs/rules.md#local-state). */
export const BASKET_UUID_KEY = 'basket.uuid';

/** crypto.randomUUID needs a secure context; plain-HTTP hosts get the same v4 shape from getRandomValues. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The tab's temporary basket uuid (docs/rules.md#basket-logic, decisions 0006): made on the client once per
 * tab and kept in sessionStorage, so a reload keeps it and another tab has its own. It is sent as
 * `set-tmp-uuid` when the basket loads and as X-Basket-Uuid afterwards; a write answered 201 means the
 * basket was last changed under another uuid.
 */
export function basketUuid(): string {
  let uuid = sessionStorage.getItem(BASKET_UUID_KEY);
  if (!uuid) {
    uuid = newUuid();
    sessionStorage.setItem(BASKET_UUID_KEY, uuid);
  }
  return uuid;
}
