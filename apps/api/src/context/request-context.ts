import {
  CURRENCIES,
  type Currency,
  defaultCurrency,
  isAdmin,
  isManager,
  isWarehouseLevel,
  type Locale,
  mainStoreId,
  mayOrder,
  REPORT_PERIOD_DEFAULT_DAYS,
  type TextLanguage,
  type Version,
} from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import { AppError } from '../lib/app-error';
import { message } from '../lib/messages';

/** The signed-in user of a request, from the verified bearer token (docs/rules.md#auth-flow, docs/rules.md#spec-6). */
export type CurrentUser = {
  id: number;
  uuid: string;
  /** Group names: the role predicates of docs/rules.md#spec-6 read them. */
  groups: readonly string[];
  /** The token's id (revoked on logout) and expiry (seconds since the epoch). */
  jti: string;
  exp: number;
};

/** The current store's settings: one primary-key query, made only when a service asks. */
export type StoreSettings = {
  /** stores.currency, else the version's default (RUB ru, EUR en) when the row is missing. */
  currency: Currency;
  /** stores.report_period_days, else REPORT_PERIOD_DEFAULT_DAYS (14, docs/rules.md#spec-9) when the row is missing. */
  reportPeriodDays: number;
};

/**
 * "Who is asking", built once per request by the auth plugin (request.ctx) from the Host, the
 * X-Localization header and the verified token — never from the query or body. Services take it
 * first: `listOrders(ctx, { db, query })`.
 */
export type RequestContext = {
  /** ru or en by host (docs/rules.md#decisions-4), or by a manager's view (docs/rules.md#version-switch). */
  readonly version: Version;
  /** From X-Localization, else the manager's view, else the version's. */
  readonly locale: Locale;
  /** The locale a manager or admin chose to view the app as (PUT auth/view), null when the host decides. */
  readonly viewLocale: Locale | null;
  /** Language of texts and server messages: ru, or en for en/pl/rs. */
  readonly lang: TextLanguage;
  /** The signed-in user, or null for an anonymous request. */
  readonly user: CurrentUser | null;
  /** Role predicates of docs/rules.md#spec-6 over the user's groups (all false when anonymous). */
  readonly isAdmin: boolean;
  readonly isManager: boolean;
  readonly isWarehouseLevel: boolean;
  readonly mayOrder: boolean;
  /** users.current_store_id when that store belongs to this version (decision 0014), else null. */
  readonly currentStoreId: number | null;
  /** The version's main store (1 ru, 56 en, docs/rules.md#main-stores): its stock is the warehouse stock. */
  readonly mainStoreId: number;
  /**
   * The store whose basket, currency, sales and shelves the user works with: the current store,
   * else the version's main store (the fallback of /auth/me too, decision 0005).
   */
  readonly basketStoreId: number;
  /** Currency without a current store: RUB (ru) or EUR (en), docs/rules.md#spec-9. */
  readonly defaultCurrency: Currency;
  /** The user's discount in percent, 0-100 (0 when anonymous). */
  readonly discount: number;
  /**
   * The price type of the user's counterparty (docs/rules.md#buyer-price), null without one (list
   * prices): read with the user, so a staff change shows on the very next request.
   */
  readonly priceTypeId: number | null;
  /** False for a user with no group (docs/rules.md#who-may-order): wholesale prices are hidden. */
  readonly seesWholesale: boolean;
  /**
   * The committed revisions of what the catalogue shows this user, read with the user when the
   * request began (docs/rules.md#catalogue-answers); null when anonymous or not built by the auth
   * plugin. Equal values mean no such data changed in between.
   */
  readonly revisions: DataRevisions | null;
  /** The signed-in user, or UNAUTHENTICATED (401). */
  requireUser(): CurrentUser;
  /**
   * Currency and report period of store `basketStoreId`, read once (memoised) with `db` — pass
   * the transaction when inside one.
   */
  storeSettings(db: Executor): Promise<StoreSettings>;
};

/**
 * What a catalogue page shows, by revision (context/data-revision.sql.ts): `data` the shared
 * catalogue, every viewer's tables but the warehouse stock and the user's own, and the date;
 * `user` the user's basket, favourites and orders; `warehouse` the warehouse stock.
 */
export type DataRevisions = { data: string; user: string; warehouse: string };

/** What the auth query knows about the token's user. */
export type SignedIn = CurrentUser & {
  currentStoreId: number | null;
  discount: number;
  /** See RequestContext; null or absent: list prices. */
  priceTypeId?: number | null;
  /** See RequestContext; absent outside a request (benchmarks, scripts). */
  revisions?: DataRevisions;
};

/** A store's currency column as a Currency: the version's default for a missing row or unknown code. */
export function storeCurrency(value: string | null | undefined, version: Version): Currency {
  return (CURRENCIES as readonly string[]).includes(value ?? '')
    ? (value as Currency)
    : defaultCurrency(version);
}

async function readStoreSettings(db: Executor, storeId: number, version: Version): Promise<StoreSettings> {
  const [row] = await queryRows<{ currency: string; report_period_days: number }>(
    db,
    sql`select currency, report_period_days from stores where id = ${storeId}`,
  );
  return {
    currency: storeCurrency(row?.currency, version),
    reportPeriodDays: row?.report_period_days ?? REPORT_PERIOD_DEFAULT_DAYS,
  };
}

/**
 * The context of a request (or of a benchmark or script acting as `signedIn`): everything but
 * the store settings is computed here, without database access.
 */
export function createRequestContext(options: {
  version: Version;
  locale: Locale;
  lang: TextLanguage;
  signedIn: SignedIn | null;
  /** A manager's view in force (plugins/auth.ts); null by default. */
  viewLocale?: Locale | null;
}): RequestContext {
  const { version, locale, lang, signedIn } = options;
  const user: CurrentUser | null = signedIn && {
    id: signedIn.id,
    uuid: signedIn.uuid,
    groups: signedIn.groups,
    jti: signedIn.jti,
    exp: signedIn.exp,
  };
  const main = mainStoreId(version);
  const currentStoreId = signedIn?.currentStoreId ?? null;
  const basketStoreId = currentStoreId ?? main;
  let settings: Promise<StoreSettings> | undefined;
  return {
    version,
    locale,
    viewLocale: options.viewLocale ?? null,
    lang,
    user,
    isAdmin: isAdmin(user),
    isManager: isManager(user),
    isWarehouseLevel: isWarehouseLevel(user),
    mayOrder: mayOrder(user),
    currentStoreId,
    mainStoreId: main,
    basketStoreId,
    defaultCurrency: defaultCurrency(version),
    discount: signedIn?.discount ?? 0,
    priceTypeId: signedIn?.priceTypeId ?? null,
    seesWholesale: (user?.groups.length ?? 0) > 0,
    revisions: signedIn?.revisions ?? null,
    requireUser() {
      if (!user) throw new AppError('UNAUTHENTICATED', { message: message(lang, 'unauthenticated') });
      return user;
    },
    storeSettings(db) {
      settings ??= readStoreSettings(db, basketStoreId, version);
      return settings;
    },
  };
}

/**
 * What the catalogue's and basket's SQL builders need about the asker, as plain values (no
 * database access): the signed-in user's id and every store of the context.
 */
export type ViewScope = {
  userId: number;
  /** The store of currency, sales, recommendations and shelves: `basketStoreId` of the context. */
  storeId: number;
  /** The current store, or null (the basket's currency then is the version's default). */
  currentStoreId: number | null;
  basketStoreId: number;
  mainStoreId: number;
  /** Only the version's stores count as the user's shops (decision 0014). */
  version: Version;
  defaultCurrency: Currency;
  /** Percent, 0-100. */
  discount: number;
  /** The buyer's price type, null for list prices (docs/rules.md#buyer-price). */
  priceTypeId: number | null;
  seesWholesale: boolean;
  lang: TextLanguage;
};

/** The scope plus the store settings, as constants for the page query's planner. */
export type StoreScope = ViewScope & StoreSettings;

/** The view scope of a signed-in context; UNAUTHENTICATED (401) when anonymous. */
export function viewScope(ctx: RequestContext): ViewScope {
  return {
    userId: ctx.requireUser().id,
    storeId: ctx.basketStoreId,
    currentStoreId: ctx.currentStoreId,
    basketStoreId: ctx.basketStoreId,
    mainStoreId: ctx.mainStoreId,
    version: ctx.version,
    defaultCurrency: ctx.defaultCurrency,
    discount: ctx.discount,
    priceTypeId: ctx.priceTypeId,
    seesWholesale: ctx.seesWholesale,
    lang: ctx.lang,
  };
}

/** The view scope with the store settings (one primary-key query per request, see storeSettings). */
export async function storeScope(ctx: RequestContext, db: Executor): Promise<StoreScope> {
  return { ...viewScope(ctx), ...(await ctx.storeSettings(db)) };
}
