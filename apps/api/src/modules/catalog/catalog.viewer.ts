import {
  CURRENCIES,
  type Currency,
  defaultCurrency,
  mainStoreId,
  REPORT_PERIOD_DEFAULT_DAYS,
  type TextLanguage,
  type Version,
} from '@kits/contract';
import type { Executor } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { findStoreContext } from './catalog.repository';

/**
 * Who looks at the catalogue, taken only from the verified token (request.auth) and the Host
 * (request.version), never from the query: every per-user Product field is computed from this.
 */
export type CatalogViewer = {
  userId: number;
  /**
   * The current store: users.current_store_id, else the version's main store (the fallback of
   * /auth/me too, decision 0005). Its currency, report period, sales, recommendations and shelves.
   */
  storeId: number;
  /** Store whose basket is shown: the same current store. */
  basketStoreId: number;
  /** The version's main store (1 ru, 56 en, spec §9): its stock is the warehouse `quantity`. */
  mainStoreId: number;
  /** The request's version: only its stores count as the user's shops (decision 0014). */
  version: Version;
  /** Currency when the user has no current store: RUB (ru) or EUR (en), spec §9. */
  defaultCurrency: Currency;
  /** Percent, 0-100. */
  discount: number;
  /** False for a user with no group (decisions §5): wholesale prices are null. */
  seesWholesale: boolean;
  /** Language of names and descriptions. */
  lang: TextLanguage;
};

/** The viewer with its current store's settings, as constants for the page query's planner. */
export type StoreViewer = CatalogViewer & {
  /** Currency of the current store (stores.currency), else `defaultCurrency` (store row missing). */
  currency: Currency;
  /** Report period of the current store in days, else 14 (spec §9; store row missing). */
  reportPeriodDays: number;
};

/** What the routes know about the caller: request.auth, request.version, request.lang. */
export type CatalogCaller = { auth: AuthContext; version: Version; lang: TextLanguage };

/**
 * The viewer from request.auth, request.version and request.lang, without database access
 * (enough for the filters and the count; the basket module uses it too).
 */
export function catalogViewer({ auth, version, lang }: CatalogCaller): CatalogViewer {
  const main = mainStoreId(version);
  const storeId = auth.currentStoreId ?? main;
  return {
    userId: auth.userId,
    storeId,
    basketStoreId: storeId,
    mainStoreId: main,
    version,
    defaultCurrency: defaultCurrency(version),
    discount: auth.discount,
    seesWholesale: auth.groups.length > 0,
    lang,
  };
}

/** The viewer plus its current store's currency and report period (one primary-key query). */
export async function loadViewer(db: Executor, base: CatalogViewer): Promise<StoreViewer> {
  const store = await findStoreContext(db, base.storeId);
  const currency = (CURRENCIES as readonly string[]).includes(store?.currency ?? '')
    ? (store!.currency as Currency)
    : base.defaultCurrency;
  return { ...base, currency, reportPeriodDays: store?.report_period_days ?? REPORT_PERIOD_DEFAULT_DAYS };
}
