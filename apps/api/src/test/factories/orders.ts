import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

/**
 * Test factory for orders written directly (no basket, no stock change), for the list, detail,
 * repeat and invoice tests. Order send itself is tested through HTTP.
 *
 *   const order = await createOrder({ db: t.db, userId: user.id, storeId: outlet.id,
 *     lines: [{ productId: p.id, code: p.code, quantity: 2, price: '100.00' }] });
 */

export type OrderLineInput = {
  productId: number;
  code?: string;
  name?: string;
  quantity: number;
  /** Wholesale price, decimal string. */
  price: string;
  /** Default: `price`. */
  priceWithDiscount?: string;
  /** The line came from an auto order (docs/rules.md#reports); default false. */
  fromAutoOrder?: boolean;
};

/**
 * Inserts an order with its lines. Defaults: name "З-T<hex>", version ru, type customer, status
 * new, RUB, created now; sum = Σ price × quantity, discount_sum = Σ (price − discounted) × quantity.
 */
export async function createOrder(options: {
  db: Executor;
  userId: number;
  storeId: number;
  lines: OrderLineInput[];
  name?: string;
  version?: 'ru' | 'en';
  type?: 'customer' | 'store';
  currency?: string;
  createdAt?: Date;
}) {
  const cents = (v: string) => Math.round(Number(v) * 100);
  const lines = options.lines.map((l) => ({
    ...l,
    priceWithDiscount: l.priceWithDiscount ?? l.price,
  }));
  const sum = lines.reduce((s, l) => s + cents(l.price) * l.quantity, 0);
  const discount = lines.reduce((s, l) => s + (cents(l.price) - cents(l.priceWithDiscount)) * l.quantity, 0);
  const [order] = await options.db
    .insert(orders)
    .values({
      name: options.name ?? `З-T${randomBytes(4).toString('hex')}`,
      userId: options.userId,
      storeId: options.storeId,
      version: options.version ?? 'ru',
      type: options.type ?? 'customer',
      currency: options.currency ?? (options.version === 'en' ? 'EUR' : 'RUB'),
      sum: (sum / 100).toFixed(2),
      discountSum: (discount / 100).toFixed(2),
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  if (lines.length > 0)
    await options.db.insert(orderLines).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        code: l.code ?? `P-${l.productId}`,
        name: l.name ?? `Товар ${l.productId}`,
        quantity: l.quantity,
        price: l.price,
        priceWithDiscount: l.priceWithDiscount,
        sum: ((cents(l.price) * l.quantity) / 100).toFixed(2),
        fromAutoOrder: l.fromAutoOrder ?? false,
      })),
    );
  return order!;
}

/** How many orders the user has. */
export async function countUserOrders(db: Executor, userId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where user_id = ${userId}`,
  );
  return rows[0]!.n;
}
