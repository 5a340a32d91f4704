import type { TextLanguage } from '@kits/contract';
import { defineMessages } from '../../lib/messages';

/** Server messages of the auto-orders module, in Russian and English (locales/<ru|en>/auto-orders.json; docs/rules.md#auto-order-flow, docs/rules.md#toasts toasts). */
export const autoOrdersMessage = defineMessages('auto-orders');

/** "позиция / позиции / позиций" or "line / lines" for `count` lines: the plural form (`lines_one`, `lines_few`…) of the language's plural rules. */
export const linesWord = (count: number, lang: TextLanguage): string =>
  autoOrdersMessage(lang, 'lines', { count });
