/**
 * The window event that makes the basket reload (docs/rules.md#basket-refresh "on the update event"). Other
 * features may dispatch it (`requestBasketRefresh()`) or invalidate `queryKeys.basket`; both reload.
 */
export const BASKET_UPDATE_EVENT = 'basket:update';

export const requestBasketRefresh = () => window.dispatchEvent(new Event(BASKET_UPDATE_EVENT));
