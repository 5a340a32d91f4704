import {
  cleanStoreName,
  defaultCurrency,
  isFranchise,
  LOCALES,
  type Locale,
  mainStoreId,
  REPORT_PERIOD_DEFAULT_DAYS,
  type User,
  type Version,
} from '@kits/contract';
import { type RequestContext, storeCurrency } from '../../context/request-context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { message } from '../../lib/messages';
import { outletRankings } from '../../outlets/ranking';
import { storeOccupancyRows, toOccupancyMap } from '../../outlets/shelves';
import { findStoreSettings, type StoreSettingsRow } from '../../outlets/stores';
import { findMeRow, hasUpdateLogToShow } from './auth.repository';

/**
 * `User.current_store` (docs/rules.md#current-store): users.current_store_id, else the version's main store (1 ru,
 * 56 en — the same fallback the catalogue uses), else that main store's defaults when the
 * database has no such store yet.
 */
function currentStore(row: StoreSettingsRow | undefined, version: Version): User['current_store'] {
  if (!row)
    return {
      id: mainStoreId(version),
      name: '',
      is_retail: false,
      report_period_days: REPORT_PERIOD_DEFAULT_DAYS,
      auto_order_sum: null,
      currency: defaultCurrency(version),
    };
  return {
    id: row.id,
    name: cleanStoreName(row.name),
    is_retail: row.is_retail,
    report_period_days: row.report_period_days,
    auto_order_sum: row.auto_order_sum === null ? null : Number(row.auto_order_sum),
    currency: storeCurrency(row.currency, version),
  };
}

/**
 * POST /auth/me (docs/rules.md#user, docs/rules.md#decisions-3): every User field computed now —
 * `current_store` (see `currentStore`; name cleaned of markup like GET /store), `store_occupancy` (the current store's
 * shelves keyed `${product_category_id}:${size}:${is_premium}`), `ranking` (`access` =
 * users.ranking_access; `best_outlet_number` = best place among the user's retail outlets in the
 * all-outlet sales ranking, null when none is ranked; `outlets_count` = the user's retail outlets)
 * `show_update_log`, and the request's `version` with the manager's `view_locale` (docs/rules.md#version-switch). Throws UNAUTHENTICATED (401) when the user no longer exists.
 */
export async function currentUser(ctx: RequestContext, options: { db: Db }) {
  const { db } = options;
  const { version } = ctx;
  const me = await findMeRow(db, ctx.requireUser().id, version);
  if (!me) throw new AppError('UNAUTHENTICATED', { message: message(ctx.lang, 'unauthenticated') });

  const storeIds = me.current_store_id === null ? [] : [me.current_store_id];
  const store = currentStore(await findStoreSettings(db, [...storeIds, mainStoreId(version)]), version);
  const retailIds = me.retail_store_ids.map(Number);
  const [occupancy, rankings, showUpdateLog] = await Promise.all([
    storeOccupancyRows(db, store.id),
    outletRankings(db, retailIds),
    hasUpdateLogToShow(db, { userId: me.id, isFranchise: isFranchise(retailIds.length) }),
  ]);
  const places = [...rankings.places.values()];

  const user: User = {
    id: me.id,
    uuid: me.uuid,
    username: me.username,
    email: me.email,
    fullname: me.fullname,
    locale: (LOCALES as readonly string[]).includes(me.locale) ? (me.locale as Locale) : version,
    groups: me.groups,
    discount: Number(me.discount),
    current_store: store,
    store_occupancy: toOccupancyMap(occupancy),
    ranking: {
      access: me.ranking_access,
      best_outlet_number: places.length > 0 ? Math.min(...places) : null,
      outlets_count: retailIds.length,
    },
    show_update_log: showUpdateLog,
    version,
    view_locale: ctx.viewLocale,
  };
  return user;
}
