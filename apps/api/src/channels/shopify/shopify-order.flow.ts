import type { DeliveryInput, ShopifyOrder, ShopifyShippingAddress } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db, Tx } from '../../db/client';
import { AppError, throwIfErrors } from '../../lib/app-error';
import {
  addBasketUnits,
  basketKey,
  emptyBasket,
  findBasketLines,
  openBasket,
  restoreBasketLines,
  touchBasket,
} from '../../ordering/basket';
import { sendOrder } from '../../ordering/flows';
import { findVisibleOrder } from '../../ordering/orders';
import {
  findShopifyOrder,
  ownAccount,
  type ShopifyOrderRow,
  setShopifyOrderState,
  shopifyMessage,
  toShopifyOrder,
} from '.';

/**
 * Bringing a Shopify order in (docs/rules.md#shopify-orders): its lines with our product codes go
 * into the caller's basket, or straight into an order sent here with the buyer's shipping address
 * as the delivery data and "Shopify #1001 (shop)" as its comment. An order is brought in once:
 * the shop order's row is locked for the whole transaction, so two concurrent clicks make one order.
 */

type BringOptions = { db: Db; accountId: number; orderId: number };
/** The shop order after it was brought in, and what happened. */
type Brought = { data: ShopifyOrder; message: string };

/** Step: the caller's account and the shop order, locked in `tx`; 404 when either is not theirs. */
async function lockShopOrder(
  ctx: RequestContext,
  tx: Tx,
  options: BringOptions,
): Promise<ShopifyOrderRow & { shop: string }> {
  const account = await ownAccount(ctx, { db: tx, id: options.accountId });
  const order = await findShopifyOrder(tx, { accountId: account.id, id: options.orderId, lock: true });
  if (!order) throw new AppError('NOT_FOUND', { message: shopifyMessage(ctx.lang, 'orderNotFound') });
  return { ...order, shop: account.shop_domain };
}

/** Step: our lines as basket units; 422 when the order holds none of our products. */
function ourUnits(ctx: RequestContext, order: ShopifyOrderRow): { id: number; count: number }[] {
  const units = order.lines.flatMap((l) =>
    l.productId !== null && l.quantity > 0 ? [{ id: l.productId, count: l.quantity }] : [],
  );
  if (units.length === 0)
    throwIfErrors({ lines: [shopifyMessage(ctx.lang, 'noOurLines', { name: order.name })] });
  return units;
}

/** The buyer's address as one delivery text: name, street, zip and city, region, country, phone. */
export function shippingText(a: ShopifyShippingAddress): string {
  return [
    a.name,
    a.address1,
    a.address2,
    [a.zip, a.city].filter(Boolean).join(' '),
    a.province,
    a.country_code,
    a.phone,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

async function answer(tx: Tx, options: BringOptions & { message: string }): Promise<Brought> {
  const row = await findShopifyOrder(tx, { accountId: options.accountId, id: options.orderId });
  return { data: toShopifyOrder(row!), message: options.message };
}

/**
 * POST /profile/shopify/{id}/orders/{orderId}/basket: the order's lines with our codes into the
 * caller's basket, capped by the basket's rule (warehouse stock minus what the basket holds); state
 * in_basket. 404 not the caller's; 409 brought in already; 422 none of our products, none in stock.
 */
export async function bringShopifyOrderToBasket(
  ctx: RequestContext,
  options: BringOptions & { basketUuid: string | null },
): Promise<Brought> {
  return options.db.transaction(async (tx) => {
    const order = await lockShopOrder(ctx, tx, options);
    if (order.state !== 'new') {
      const key = order.state === 'ordered' ? 'alreadyBroughtIn' : 'alreadyInBasket';
      throw new AppError('CONFLICT', { message: shopifyMessage(ctx.lang, key, { name: order.name }) });
    }
    const units = ourUnits(ctx, order);
    const basket = await openBasket(tx, basketKey(ctx));
    const added = await addBasketUnits(tx, { basketId: basket.id, mainStoreId: ctx.mainStoreId, units });
    const count = added.reduce((sum, a) => sum + a.added, 0);
    if (count === 0)
      throwIfErrors({ lines: [shopifyMessage(ctx.lang, 'nothingInStock', { name: order.name })] });
    await touchBasket(tx, { basketId: basket.id, basketUuid: options.basketUuid });
    await setShopifyOrderState(tx, { id: order.id, state: 'in_basket' });
    const wanted = added.reduce((sum, a) => sum + a.wanted, 0);
    const message = shopifyMessage(ctx.lang, 'inBasket', { name: order.name, added: count, wanted });
    return answer(tx, { ...options, message });
  });
}

/**
 * POST /profile/shopify/{id}/orders/{orderId}/order: an order sent here from the shop order's
 * lines with our codes (ordering/flows/send-order.flow.ts: prices, stock check and lowering, one statement), the
 * delivery made from the buyer's shipping address, the comment "Shopify #1001 (shop)". The caller's
 * own basket is set aside and put back in the same transaction, so it is as it was. State
 * ordered with our order. 404 not the caller's; 409 brought in already; 422 none of our products,
 * no shipping address, delivery data refused, or a line over stock (ORDER_STOCK_EXCEEDED).
 */
export async function bringShopifyOrderToOrder(ctx: RequestContext, options: BringOptions): Promise<Brought> {
  return options.db.transaction(async (tx) => {
    const order = await lockShopOrder(ctx, tx, options);
    if (order.state === 'ordered') {
      throw new AppError('CONFLICT', {
        message: shopifyMessage(ctx.lang, 'alreadyBroughtIn', { name: order.name }),
      });
    }
    const units = ourUnits(ctx, order);
    const shipping = order.shipping as ShopifyShippingAddress | null;
    if (!shipping || !shippingText(shipping)) {
      throwIfErrors({ address: [shopifyMessage(ctx.lang, 'noShipping', { name: order.name })] });
    }
    const delivery: DeliveryInput = {
      comment: shopifyMessage(ctx.lang, 'orderComment', { name: order.name, shop: order.shop }),
      address: shippingText(shipping!),
    };
    // Set the caller's basket aside, order exactly the shop order's lines, put the basket back.
    const basket = await openBasket(tx, basketKey(ctx));
    const kept = await findBasketLines(tx, basket.id);
    await emptyBasket(tx, basket.id);
    await addBasketUnits(tx, { basketId: basket.id, mainStoreId: ctx.mainStoreId, units, mode: 'exact' });
    const sent = await sendOrder(ctx, {
      db: tx,
      delivery,
      // A shop order is one parcel for the dropshipper's own customer: no minimum order sum.
      minimumSum: false,
      idempotencyKey: `shopify-order:${order.id}`,
      basketUuid: null,
    });
    await restoreBasketLines(tx, { basketId: basket.id, lines: kept });
    const placed = await findVisibleOrder(ctx, { db: tx, uuid: sent.order.uuid });
    await setShopifyOrderState(tx, { id: order.id, state: 'ordered', orderId: placed.id });
    const message = shopifyMessage(ctx.lang, 'ordered', { order: sent.order.name, name: order.name });
    return answer(tx, { ...options, message });
  });
}
