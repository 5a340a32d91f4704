import { type SQL, sql } from 'drizzle-orm';

/**
 * Order send's clearBasket step as CTE bodies for its ONE statement (docs/rules.md#order-send,
 * decision 0018): the basket writer's SQL, composed by the statement that also writes the order
 * and lowers the stock. `when` is the statement's condition that the order was written; the
 * statement has locked the basket row and its lines before (decision 0006: the basket row first).
 */
export function clearBasketSql(options: { basketId: number; basketUuid: string | null; when: SQL }): {
  /** Deletes every line of basket `basketId`. */
  lines: SQL;
  /** Records `basketUuid` (null: none sent) as the basket's last uuid and touches `updated_at`. */
  basket: SQL;
} {
  const { basketId, basketUuid, when } = options;
  return {
    lines: sql`delete from basket_lines where basket_id = ${basketId}::int and ${when}`,
    basket: sql`update baskets set last_basket_uuid = ${basketUuid}::uuid, updated_at = now()
        where id = ${basketId}::int and ${when}`,
  };
}
