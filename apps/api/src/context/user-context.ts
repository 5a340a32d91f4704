import { type TextLanguage, textLanguage, type Version } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../db/client';
import { createRequestContext, type RequestContext } from './request-context';

/**
 * The context of background work done for a user (a job acting on what they asked for): the same
 * RequestContext a request of theirs in `version` would get — groups, current store of that
 * version, discount, price type — read now, without a token. Null when the user is gone, locked or their
 * counterparty blocked (the work must stop, as their requests would be refused).
 */
export async function userContext(
  db: Executor,
  options: { userId: number; version: Version; lang?: TextLanguage },
): Promise<RequestContext | null> {
  const [row] = await queryRows<{
    id: number;
    uuid: string;
    current_store_id: number | null;
    discount: string;
    price_type_id: number | null;
    groups: string[];
    blocked: boolean;
  }>(
    db,
    sql`select u.id, u.uuid,
        case when cs.version = ${options.version} then u.current_store_id end as current_store_id,
        u.discount, cp.price_type_id,
        coalesce(array_agg(g.name) filter (where g.name is not null), '{}') as groups,
        (u.locked_at is not null or coalesce(cp.status = 'blocked', false)) as blocked
      from users u
      left join stores cs on cs.id = u.current_store_id
      left join counterparties cp on cp.id = u.counterparty_id
      left join user_groups ug on ug.user_id = u.id
      left join groups g on g.id = ug.group_id
      where u.id = ${options.userId}
      group by u.id, cs.version, cp.status, cp.price_type_id`,
  );
  if (!row || row.blocked) return null;
  const lang = options.lang ?? textLanguage(options.version);
  return createRequestContext({
    version: options.version,
    locale: lang,
    lang,
    signedIn: {
      id: row.id,
      uuid: row.uuid,
      groups: row.groups,
      currentStoreId: row.current_store_id,
      discount: Number(row.discount),
      priceTypeId: row.price_type_id,
      jti: '',
      exp: 0,
    },
  });
}
