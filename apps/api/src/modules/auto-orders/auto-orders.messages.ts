import type { TextLanguage } from '@kits/contract';
import { defineMessages } from '../../lib/messages';

/** Server messages of the auto-orders module, in Russian and English (docs/rules.md#auto-order-flow, docs/rules.md#toasts toasts). */
export const autoOrdersMessage = defineMessages({
  notWarehouse: {
    ru: 'Автозаказ доступен только покупателям с правом заказа',
    en: 'Only customers who may place orders can create auto orders',
  },
  mainStore: {
    ru: 'Автозаказ создаётся для розничной точки: выберите свою точку вместо основного склада',
    en: 'Auto orders are made for a retail outlet: choose one of your outlets instead of the main store',
  },
  noOutlet: {
    ru: 'Текущий магазин не является вашей розничной точкой',
    en: 'The current store is not one of your retail outlets',
  },
  belowMinimum: {
    ru: 'Минимальная сумма автозаказа — {min}',
    en: 'The minimum auto order sum is {min}',
  },
  created: {
    ru: 'Автозаказ на сумму {sum} добавлен в корзину: {count} {lines}',
    en: 'Auto order of {sum} added to the basket: {count} {lines}',
  },
  nothingNeeded: {
    ru: 'Автозаказ пуст: продажам точки хватает её остатков и поставок, или на полках и складе нет места и товара',
    en: 'Nothing to order: the outlet’s stock and supplies cover its sales, or its shelves and the warehouse have no room or goods',
  },
  notFound: {
    ru: 'Автозаказ №{id} не найден',
    en: 'Auto order #{id} was not found',
  },
  united: {
    ru: 'Автозаказ объединён с корзиной: {count} {lines}',
    en: 'Auto order merged into the basket: {count} {lines}',
  },
  replaced: {
    ru: 'Корзина заменена автозаказом: {count} {lines}',
    en: 'The basket was replaced by the auto order: {count} {lines}',
  },
});

/** "позиция / позиции / позиций" (Russian plural rules) or "line / lines". */
export function linesWord(count: number, lang: TextLanguage): string {
  if (lang === 'en') return count === 1 ? 'line' : 'lines';
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return 'позиций';
  if (ones === 1) return 'позиция';
  if (ones >= 2 && ones <= 4) return 'позиции';
  return 'позиций';
}
