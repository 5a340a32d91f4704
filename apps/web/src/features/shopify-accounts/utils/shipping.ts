import type { ShopifyOrder, ShopifyShippingAddress } from '@kits/contract';

/**
 * The buyer's address in one line as the order's delivery address holds it after the recipient:
 * street, "zip city", region, country; empty parts left out.
 */
export function shippingLine(address: ShopifyShippingAddress): string {
  return [
    address.address1,
    address.address2,
    [address.zip, address.city].filter((part) => part.trim()).join(' '),
    address.province,
    address.country_code,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The lines of a shop order that are ours (their SKU is one of our codes) and the ones that stay out. */
export function splitLines(order: Pick<ShopifyOrder, 'lines'>) {
  return {
    ours: order.lines.filter((line) => line.product_code !== null),
    foreign: order.lines.filter((line) => line.product_code === null),
  };
}
