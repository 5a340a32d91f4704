import { defineMessages } from '../../lib/messages';

/** Server messages of the basket module, in Russian and English (shown in the basket toasts, docs/rules.md#spec-8). */
export const basketMessage = defineMessages({
  outOfStock: {
    ru: 'Товар «{name}» закончился на складе',
    en: '"{name}" is out of stock in the warehouse',
  },
  stockExceeded: {
    ru: 'Товар «{name}» закончился на складе: доступно {available} шт., и все они уже в вашей корзине',
    en: 'No more "{name}" in the warehouse: {available} pcs available, all of them already in your basket',
  },
  notInBasket: {
    ru: 'Товара «{name}» нет в вашей корзине',
    en: '"{name}" is not in your basket',
  },
  notInBasketById: {
    ru: 'Товара №{id} нет в вашей корзине',
    en: 'Product #{id} is not in your basket',
  },
  orderingNotAllowed: {
    ru: 'Менять корзину могут только покупатели с правом заказа',
    en: 'Only customers who may place orders can change the basket',
  },
});
