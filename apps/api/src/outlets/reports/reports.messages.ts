import { defineMessages } from '../../lib/messages';

/** Server texts of the reports (locales/<ru|en>/reports.json): report and column titles, totals, flags. */
export const reportsMessage = defineMessages('reports');
