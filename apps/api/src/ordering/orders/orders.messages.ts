import { defineMessages } from '../../lib/messages';

/** Server messages of the orders module (docs/rules.md#order-send-toast order send toast), ru/en (locales/<ru|en>/orders.json). */
export const ordersMessage = defineMessages('orders');
