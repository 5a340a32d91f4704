import { defineMessages } from '../../lib/messages';

/** Server messages of the stores module, in Russian and English. */
export const storesMessage = defineMessages({});
