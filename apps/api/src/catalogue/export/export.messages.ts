import { defineMessages } from '../../lib/messages';

/**
 * Server texts of the price list export, in Russian and English (locales/<ru|en>/export.json): the header row (one title per
 * column of EXPORT_COLUMNS), the premium flag's values and the sheet name.
 */
export const exportMessage = defineMessages('export');
