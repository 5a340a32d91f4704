import type { Readable } from 'node:stream';
import type { ShopifyPublishBody } from '@kits/contract';
import type { RequestContext } from '../../context/request-context';
import type { Db } from '../../db/client';
import { shopifyCsvStream } from './shopify.csv';
import {
  checkSelection,
  countPublishProducts,
  publishCurrency,
  selectPublishProducts,
} from './shopify.selection';
import { ownAccount, shopifyUserId } from './shopify.service';

/** Products a preview shows. */
export const PREVIEW_ITEMS = 20;
/** Products the CSV reads per statement. */
const CSV_PAGE = 200;

/**
 * POST /profile/shopify/{id}/publish/preview (docs/rules.md#shopify-price-rule): how many products
 * the selection holds and the first PREVIEW_ITEMS with the customer's price and the retail price to
 * publish, in the shop's currency. 404 another's account; 422 a currency we do not sell in, an
 * empty selection, unknown categories or codes.
 */
export async function previewPublish(
  ctx: RequestContext,
  options: { db: Db; id: number; body: ShopifyPublishBody; baseUrl: string },
) {
  const { db, body } = options;
  const account = await ownAccount(ctx, { db, id: options.id });
  const currency = publishCurrency(ctx, account);
  await checkSelection(ctx, { db, body });
  const [count, products] = await Promise.all([
    countPublishProducts(ctx, { db, body, currency }),
    selectPublishProducts(ctx, { ...options, currency, limit: PREVIEW_ITEMS, accountId: account.id }),
  ]);
  return {
    data: {
      count,
      currency,
      items: products.map((p) => ({
        code: p.code,
        name: p.title,
        price_with_discount: p.priceWithDiscount,
        retail_price: p.retailPrice,
        stock: p.stock,
        pictures: p.pictureUrls.length,
        published: p.shopifyProductId !== null,
      })),
    },
  };
}

/**
 * POST /profile/shopify/csv: the selection as a Shopify product CSV in the caller's store
 * currency, streamed a page at a time (no account needed). 422 as the preview's selection checks,
 * all before the first byte.
 */
export async function openShopifyCsv(
  ctx: RequestContext,
  options: {
    db: Db;
    body: ShopifyPublishBody;
    baseUrl: string;
    log: { error: (obj: object, msg: string) => void };
  },
): Promise<Readable> {
  const { db, body } = options;
  shopifyUserId(ctx);
  await checkSelection(ctx, { db, body });
  const { currency } = await ctx.storeSettings(db);
  async function* pages() {
    let afterId = 0;
    for (;;) {
      const page = await selectPublishProducts(ctx, { ...options, currency, afterId, limit: CSV_PAGE });
      if (page.length === 0) return;
      yield page;
      afterId = page[page.length - 1]!.id;
    }
  }
  return shopifyCsvStream(pages(), options.log);
}
