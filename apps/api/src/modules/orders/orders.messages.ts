import { defineMessages } from '../../lib/messages';

/** Server messages of the orders module (docs/rules.md#order-send-toast order send toast), ru/en. */
export const ordersMessage = defineMessages({
  orderingNotAllowed: {
    ru: 'Заказывать могут только покупатели с правом заказа',
    en: 'Only customers who may place orders can order',
  },
  emptyBasket: {
    ru: 'Корзина пуста: добавьте товары, чтобы оформить заказ',
    en: 'Your basket is empty: add products to place an order',
  },
  stockExceeded: {
    ru: 'Недостаточно товара на складе, уменьшите количество: {lines}',
    en: 'Not enough stock in the warehouse, please lower the quantities: {lines}',
  },
  stockExceededLine: {
    ru: '«{name}» ({code}) — в корзине {count} шт., на складе {available} шт.',
    en: '"{name}" ({code}): {count} pcs in the basket, {available} pcs in stock',
  },
  basketChanged: {
    ru: 'Корзина изменилась во время оформления заказа: проверьте её и отправьте заказ ещё раз',
    en: 'Your basket changed while the order was being placed: check it and send the order again',
  },
  orderNotFound: { ru: 'Заказ не найден', en: 'Order not found' },
});
