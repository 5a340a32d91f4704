import { defineMessages } from '../../lib/messages';

/** Server messages of the invoices module (docs/rules.md#invoice-toast invoice toast), ru/en (locales/<ru|en>/invoices.json). */
export const invoicesMessage = defineMessages('invoices');
