import { type Currency, defaultCurrency, mainStoreId, type TextLanguage, type Version } from '@kits/contract';
import type { AuthContext } from '../../plugins/auth';

/**
 * Whose basket and how it is shown, taken only from the verified token (request.auth) and the Host
 * (request.version). The same rules as the catalogue's viewer, so the catalogue's basket_count and
 * this basket are the same rows: the basket store is the current store, else the version's main
 * store (spec §9: 1 ru, 56 en), whose stock row is the warehouse stock.
 */
export type BasketViewer = {
  userId: number;
  /** The user's current store (users.current_store_id), or null: its currency prices the lines. */
  storeId: number | null;
  /** The basket's store: the current store, else the version's main store. */
  basketStoreId: number;
  /** The version's main store: its stock is the warehouse `quantity`. */
  mainStoreId: number;
  /** Currency without a current store: RUB (ru) or EUR (en). */
  defaultCurrency: Currency;
  /** Percent, 0-100. */
  discount: number;
  /** False for a user with no group (decisions §5): prices are null. */
  seesWholesale: boolean;
  /** Language of names and messages. */
  lang: TextLanguage;
};

/** The basket viewer of a request: `basketViewer({ auth: request.auth, version, lang })`. */
export function basketViewer(options: {
  auth: AuthContext;
  version: Version;
  lang: TextLanguage;
}): BasketViewer {
  const { auth, version, lang } = options;
  const main = mainStoreId(version);
  return {
    userId: auth.userId,
    storeId: auth.currentStoreId,
    basketStoreId: auth.currentStoreId ?? main,
    mainStoreId: main,
    defaultCurrency: defaultCurrency(version),
    discount: auth.discount,
    seesWholesale: auth.groups.length > 0,
    lang,
  };
}
