import { defineMessages } from '../../lib/messages';

/** Server messages of the invoices module (docs/rules.md#invoice-toast invoice toast), ru/en. */
export const invoicesMessage = defineMessages({
  invoiceNotFound: { ru: 'Счёт не найден', en: 'Invoice not found' },
  notForEnglish: {
    ru: 'Для заказов европейской версии счёт не выставляется',
    en: 'Orders of the European version get no invoice',
  },
  notForInner: {
    ru: 'Для внутреннего заказа магазина счёт не выставляется',
    en: 'Inner store orders get no invoice',
  },
});
