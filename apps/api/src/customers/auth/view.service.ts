import type { ViewBody, ViewResponse } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { updateViewLocale } from './auth.repository';

/**
 * PUT auth/view (docs/rules.md#version-switch): stores the version a manager or admin views the app
 * as — `{ locale: 'ru' | 'en' | 'pl' | 'rs' }`, or null to follow the address again. From their next
 * request on, the auth plugin serves them that version (main store, currency, prices, stock,
 * delivery fields, invoice rule) on every route, in every tab and browser. The route lets only
 * managers and admins here (403 FORBIDDEN for customers, whose stored view would be ignored anyway).
 */
export async function setView(
  ctx: RequestContext,
  options: { db: Db; body: ViewBody },
): Promise<ViewResponse> {
  await updateViewLocale(options.db, ctx.requireUser().id, options.body.locale);
  return { view_locale: options.body.locale };
}
