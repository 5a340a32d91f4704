import { type Currency, defaultCurrency, mainStoreId, type TextLanguage, type Version } from '@kits/contract';
import type { AuthContext } from '../../plugins/auth';

/**
 * Who looks at the catalogue, taken only from the verified token (request.auth) and the Host
 * (request.version), never from the query: every per-user Product field is computed from this.
 */
export type CatalogViewer = {
  userId: number;
  /** The user's current store (users.current_store_id), or null. */
  storeId: number | null;
  /** Store whose basket is shown: the current store, else the version's main store. */
  basketStoreId: number;
  /** The version's main store (1 ru, 56 en, spec §9): its stock is the warehouse `quantity`. */
  mainStoreId: number;
  /** Currency when the user has no current store: RUB (ru) or EUR (en), spec §9. */
  defaultCurrency: Currency;
  /** Percent, 0-100. */
  discount: number;
  /** False for a user with no group (decisions §5): wholesale prices are null. */
  seesWholesale: boolean;
  /** Language of names and descriptions. */
  lang: TextLanguage;
};

/** Builds the viewer from request.auth, request.version and request.lang. */
export function catalogViewer(options: {
  auth: AuthContext;
  version: Version;
  lang: TextLanguage;
}): CatalogViewer {
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
