import type { Currency, ShopifyPublishBody, ShopifyPublishReport, TextLanguage } from '@kits/contract';
import { userContext } from '../../context/user-context';
import type { Executor } from '../../db/client';
import { type JobContext, type JobHandler, PermanentJobError } from '../../jobs';
import type { ShopifyClient } from './shopify.client';
import { ShopifyError } from './shopify.errors';
import { isOurCurrency } from './shopify.mappers';
import { countPublishProducts, type PublishProduct, selectPublishProducts } from './shopify.selection';
import { recordShopError } from './shopify.stock.job';
import {
  deleteLinks,
  findSyncAccount,
  type SyncAccount,
  setPushedQuantities,
  upsertLink,
} from './shopify.sync.repository';
import { accountClient } from './shopify.token';

/**
 * The `shopify.publish` job (docs/rules.md#shopify-publish): pushes a selection to the account's
 * shop in batches of PUBLISH_BATCH products, one productSet each (created, or updated in place
 * when we hold the link), the link stored right after its product's call, progress saved after
 * each batch so a restart resumes after the last finished one and never creates a product twice.
 */

export const PUBLISH_KIND = 'shopify.publish';
/** Products per batch (one saved progress each). */
export const PUBLISH_BATCH = 10;

/** What POST /profile/shopify/{id}/publish queues. `baseUrl`: the origin picture links start with. */
export type PublishPayload = {
  accountId: number;
  userId: number;
  lang: TextLanguage;
  baseUrl: string;
  body: ShopifyPublishBody;
};

/**
 * The resume point: products done of `total`, the last product id finished, the report so far, and
 * `intent`: the product whose create was under way (recorded before the call, so a resume after a
 * cut-off call looks in the shop for what it made before creating again).
 */
export type PublishProgress = ShopifyPublishReport & {
  done: number;
  total: number;
  cursor: number;
  intent?: number | null;
};

/** The account and the customer's context, or PermanentJobError when either is gone or the currency is not ours. */
async function prepare(job: JobContext<PublishPayload>) {
  const { db, payload } = job;
  const account = await findSyncAccount(db, payload.accountId);
  if (!account || account.user_id !== payload.userId)
    throw new PermanentJobError('The shop was disconnected');
  if (!isOurCurrency(account.currency) || !account.location_id) {
    throw new PermanentJobError(`The shop's currency ${account.currency ?? '—'} is not one of ours`);
  }
  // The shop's currency decides its warehouse (docs/rules.md#shopify-stock): the version of it.
  const version = account.currency === 'RUB' ? 'ru' : 'en';
  const ctx = await userContext(db, { userId: payload.userId, version, lang: payload.lang });
  if (!ctx?.isWarehouseLevel) throw new PermanentJobError('The customer may no longer publish');
  return { account, ctx, currency: account.currency as Currency };
}

/**
 * One product: productSet (update in place, or create when the shop lost it), then its link.
 * Before a create, `recordIntent` saves which product is being created; with `resumed`, the create
 * of this product was cut off before: the shop is asked for a product with our SKU first, and one
 * found is updated in place instead of made twice (docs/rules.md#shopify-publish).
 * Answers whether it was created, and the inventory item whose quantity an update must set.
 */
async function publishOne(
  db: Executor,
  options: {
    client: ShopifyClient;
    account: SyncAccount;
    product: PublishProduct;
    resumed: boolean;
    recordIntent: () => Promise<void>;
  },
): Promise<{
  outcome: 'created' | 'updated';
  setsQuantity: boolean;
  inventoryItemId: string;
  quantity: number;
}> {
  const { client, account, product } = options;
  const fields = {
    productId: product.shopifyProductId,
    variantId: product.shopifyVariantId,
    title: product.title,
    descriptionHtml: product.descriptionHtml,
    vendor: account.name,
    productType: product.productType,
    tags: product.tags,
    pictureUrls: product.pictureUrls,
    sku: product.code,
    price: product.retailPrice,
    quantity: Math.max(0, product.stock),
    locationId: account.location_id!,
  };
  let result: Awaited<ReturnType<ShopifyClient['productSet']>>;
  let created = !fields.productId;
  // A product the cut-off create made is updated in place: its quantity is then set with the batch's.
  let adopted = false;
  if (created) {
    const made = options.resumed ? (await client.productsWithSku(product.code))[0] : undefined;
    if (made) {
      fields.productId = made.productId;
      fields.variantId = made.variantId;
      adopted = true;
    } else await options.recordIntent();
  }
  try {
    result = await client.productSet(fields);
  } catch (err) {
    const gone = (err as ShopifyError).details?.userErrors?.some((e) => /DOES_NOT_EXIST/.test(e.code ?? ''));
    if (!(err instanceof ShopifyError && err.kind === 'user_errors' && fields.productId && gone)) throw err;
    // Deleted in the shop: forget the link and create it again.
    await deleteLinks(db, { accountId: account.id, productIds: [product.id] });
    await options.recordIntent();
    result = await client.productSet({ ...fields, productId: null, variantId: null });
    created = true;
    adopted = false;
  }
  await upsertLink(db, {
    accountId: account.id,
    productId: product.id,
    shopifyProductId: result.productId,
    shopifyVariantId: result.variantId,
    inventoryItemId: result.inventoryItemId,
    price: product.retailPrice,
    // An update's quantity counts as pushed once the batch's setInventory went through.
    quantity: created && !adopted ? fields.quantity : null,
  });
  return {
    outcome: created ? 'created' : 'updated',
    setsQuantity: !created || adopted,
    inventoryItemId: result.inventoryItemId,
    quantity: fields.quantity,
  };
}

/**
 * Runs a publish from its saved progress: each batch of the selection after `cursor`, product by
 * product (stopping between products on the signal, with the progress saved first). A product
 * the shop refuses (userErrors) is reported as failed and the rest go on; a refused token fails
 * the job at once (account token_refused); an unreachable shop is retried by the runner.
 */
export async function runPublish(job: JobContext<PublishPayload>): Promise<ShopifyPublishReport> {
  const { db, payload, signal } = job;
  const { account, ctx, currency } = await prepare(job);
  // No signal for the client: a productSet in flight finishes and its link is stored (a call cut
  // off after the shop made the product would make it twice on the resume).
  const client = accountClient(job.config, account);
  const saved = job.progress as PublishProgress | null;
  const state: PublishProgress = saved ?? {
    done: 0,
    total: 0,
    cursor: 0,
    created: 0,
    updated: 0,
    failed: [],
  };
  if (!saved) {
    state.total = await countPublishProducts(ctx, { db, body: payload.body, currency });
    await job.saveProgress(state);
  }
  const select = (afterId: number) =>
    selectPublishProducts(ctx, {
      db,
      body: payload.body,
      baseUrl: payload.baseUrl,
      afterId,
      limit: PUBLISH_BATCH,
      currency,
      accountId: account.id,
    });
  try {
    for (let batch = await select(state.cursor); batch.length > 0; batch = await select(state.cursor)) {
      const updated: { productId: number; inventoryItemId: string; quantity: number }[] = [];
      for (const product of batch) {
        signal.throwIfAborted();
        try {
          const { outcome, setsQuantity, ...inventory } = await publishOne(db, {
            client,
            account,
            product,
            resumed: saved?.intent === product.id,
            recordIntent: () => {
              state.intent = product.id;
              return job.saveProgress(state);
            },
          });
          state[outcome]++;
          if (setsQuantity) updated.push({ productId: product.id, ...inventory });
        } catch (err) {
          if (!(err instanceof ShopifyError && err.kind === 'user_errors')) throw err;
          state.failed.push({ code: product.code, reason: err.message });
        }
        state.done++;
        state.cursor = product.id;
        state.intent = null;
      }
      // productSet creates with the quantity; an update sets it here, absolute, in one call.
      await client.setInventory({
        locationId: account.location_id!,
        quantities: updated.map(({ inventoryItemId, quantity }) => ({ inventoryItemId, quantity })),
      });
      await setPushedQuantities(db, { accountId: account.id, items: updated });
      state.total = Math.max(state.total, state.done);
      await job.saveProgress(state);
    }
  } catch (err) {
    // Whatever finished before the stop stays finished: resume after it.
    await job.saveProgress(state).catch(() => {});
    throw await recordShopError(db, { accountId: account.id, error: err });
  }
  await recordShopError(db, { accountId: account.id, error: null });
  return { created: state.created, updated: state.updated, failed: state.failed };
}

/** The handler the runner knows `shopify.publish` by. */
export const publishJobHandler: JobHandler<PublishPayload> = {
  kind: PUBLISH_KIND,
  maxAttempts: 8,
  run: runPublish,
};
