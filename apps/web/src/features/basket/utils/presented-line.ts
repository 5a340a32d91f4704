import type { PresentedBasketLine, Product } from '@kits/contract';

/** What a new basket line is built from: a catalogue product or a line the basket already shows. */
export type BasketLineSource = Product | PresentedBasketLine;

const isPresented = (source: BasketLineSource): source is PresentedBasketLine => 'url_small' in source;

/**
 * docs/rules.md#basket-logic Adding puts a product not yet in the basket at the top with count 1: the presented line
 * is made from the table's product (main image thumbnail, prices as the table shows them).
 */
export function toPresentedLine(source: BasketLineSource): Omit<PresentedBasketLine, 'basket_count'> {
  if (isPresented(source)) return source;
  const media = source.media.find((m) => m.collection_name === 'main') ?? source.media[0];
  return {
    id: source.id,
    quantity: source.quantity,
    price_wholesale: source.price_wholesale,
    price_with_discount: source.price_with_discount,
    category_id: source.category_id,
    category_slug: source.category_slug,
    code: source.code,
    name: source.name,
    url_small: media?.url_small ?? null,
    from_auto_order: false,
    auto_order_reason: null,
    store_currency: source.store_currency,
    pack_multiple: source.pack_multiple,
  };
}
