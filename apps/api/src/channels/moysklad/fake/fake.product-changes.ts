import { type ChangeTarget, need } from './fake.changes';
import type { FakeProduct } from './fake.model';

/** Changes to the catalogue a test makes: a product edited, archived or added (webhook events UPDATE, CREATE). */

/** What a test may change of a product (its attributes merged field by field). */
export type ProductPatch = Partial<Omit<FakeProduct, 'id' | 'updated' | 'attributes'>> & {
  attributes?: Partial<FakeProduct['attributes']>;
};

/** МойСклад's field names of a patch's keys (for `updatedFields`). */
const API_FIELDS: Record<string, string> = {
  folderId: 'productFolder',
  prices: 'salePrices',
  imageIds: 'images',
};

/** FakeAccount.updateProduct: the patch applied, `updated` now; UPDATE event with МойСклад's names of the fields. */
export function updateProduct(account: ChangeTarget, id: string, patch: ProductPatch): FakeProduct {
  need(account.products.get(id), `product ${id}`);
  const at = account.tick();
  const product = account.products.update(id, (p) => {
    Object.assign(p, { ...patch, attributes: { ...p.attributes, ...patch.attributes } });
    p.updated = at;
  })!;
  const updatedFields = Object.keys(patch).map((key) => API_FIELDS[key] ?? key);
  account.emit({ entityType: 'product', id, action: 'UPDATE', updatedFields });
  return product;
}

export type NewProduct = Pick<FakeProduct, 'name' | 'code'> & Partial<Omit<FakeProduct, 'id' | 'updated'>>;

/** FakeAccount.addProduct: a new product (no stock anywhere), `updated` now; CREATE event. */
export function addProduct(account: ChangeTarget, input: NewProduct): FakeProduct {
  const at = account.tick();
  const product: FakeProduct = {
    article: '',
    externalCode: account.random.externalCode(),
    description: '',
    folderId: null,
    archived: false,
    prices: {},
    buyPrice: 0,
    barcodes: [],
    imageIds: [],
    vat: 20,
    weight: 0,
    ...input,
    attributes: {
      size: '',
      premium: false,
      hashtags: '',
      nameEn: '',
      descriptionEn: '',
      ...input.attributes,
    },
    id: account.random.uuid(),
    updated: at,
  };
  account.products.add(product);
  account.assortmentTypes.set(product.id, 'product');
  account.emit({ entityType: 'product', id: product.id, action: 'CREATE' });
  return product;
}
