import type { Resource } from './fake.collections';
import { type FieldSpecs, namedFields } from './fake.filter';
import type { FakeProduct, FakeVariant } from './fake.model';
import * as render from './fake.render';

/**
 * `entity/assortment` (JSON API 1.2, «Ассортимент»): products and modifications in one list, in
 * order of `updated`. With the header `X-Lognex-Remap-Beta-Feature: assortmentWithoutStock` the
 * rows carry no stock; without it (the legacy endpoint, «Ассортимент (deprecated)») each row has
 * `stock`, `reserve`, `inTransit` and `quantity` over all stores.
 */
type Row = FakeProduct | FakeVariant;
type Totals = { stock: number; reserve: number; inTransit: number };

const isVariant = (row: Row): row is FakeVariant => 'productId' in row;

/** A value computed from the account, recomputed when the account changes. */
function perVersion<T>(account: render.Render['account'], compute: () => T): () => T {
  let kept: { version: number; value: T } | undefined;
  return () => {
    if (kept?.version !== account.version) kept = { version: account.version, value: compute() };
    return kept.value;
  };
}

/** The legacy endpoint's stock fields of an assortment. */
const stockFields = (t: Totals | undefined) => {
  const { stock = 0, reserve = 0, inTransit = 0 } = t ?? {};
  return { stock, reserve, inTransit, quantity: stock - reserve + inTransit };
};

/** The `entity/assortment` resource of a fake server. */
export function assortment(r: render.Render): Resource<Row> {
  const { account } = r;
  const rows = perVersion(account, () =>
    [...account.products.all(), ...account.variants.all()].sort((a, b) => a.updated - b.updated),
  );
  const totals = perVersion(account, () => {
    const sums = new Map<string, Totals>();
    for (const row of account.stock.values()) {
      const t = sums.get(row.assortmentId) ?? { stock: 0, reserve: 0, inTransit: 0 };
      t.stock += row.stock;
      t.reserve += row.reserve;
      t.inTransit += row.inTransit;
      sums.set(row.assortmentId, t);
    }
    return sums;
  });
  const fields: FieldSpecs<Row> = {
    ...namedFields<Row>(),
    code: { kind: 'string', get: (row) => row.code },
    type: { kind: 'string', get: (row) => (isVariant(row) ? 'variant' : 'product') },
    productFolder: {
      kind: 'id',
      get: (row) => (isVariant(row) ? (account.products.get(row.productId)?.folderId ?? null) : row.folderId),
    },
  };
  return {
    path: 'entity/assortment',
    type: 'assortment',
    fields,
    rows: (deleted) => (deleted ? [] : rows()),
    render: (row, expand, headers) => {
      const json = isVariant(row)
        ? render.variant(r, row)
        : render.product(r, row, { images: expand.has('images') });
      const beta = String(headers['x-lognex-remap-beta-feature'] ?? '').includes('assortmentWithoutStock');
      return beta ? json : { ...json, ...stockFields(totals().get(row.id)) };
    },
    archivable: true,
  };
}
