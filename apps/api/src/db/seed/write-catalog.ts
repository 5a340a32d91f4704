import type { Executor } from '../client';
import type { CategoryRow } from '../schema';
import { insertColumns, insertRows } from './bulk';
import { HASHTAG_EN, HASHTAGS, SPECIAL_EN, STATUSES } from './data/lookups';
import { cm } from './data/texts';
import type { Currency, ProductPlan } from './products';

const CURRENCIES: Currency[] = ['RUB', 'EUR', 'PLN', 'RSD'];
const money = (minor: number) => (minor / 100).toFixed(2);

const specialEn = new Map<string, string>(Object.entries(SPECIAL_EN));

/**
 * Categories, statuses, hashtags, products with prices, properties, hashtags and statuses.
 * Hashtags, the `special` property and sizes with a unit (`25 см` → `25 cm`) carry their English
 * text too (decision 0017); dimensions (`40x50`) and `premium` (`1`/`0`) are language-neutral.
 */
export async function writeCatalog(db: Executor, categories: CategoryRow[], products: ProductPlan[]) {
  await insertRows(
    db,
    'categories',
    {
      id: 'int4',
      parent_id: 'int4',
      slug: 'text',
      name_ru: 'text',
      name_en: 'text',
      moysklad_name: 'text',
      position: 'int4',
    },
    categories,
  );
  await insertRows(
    db,
    'statuses',
    { id: 'int4', slug: 'text', name: 'text' },
    STATUSES.map((s) => ({ ...s })),
  );
  await insertRows(
    db,
    'hashtags',
    { id: 'int4', name: 'text', name_en: 'text' },
    HASHTAGS.map((name, i) => ({ id: i + 1, name, name_en: HASHTAG_EN[name] })),
  );
  await insertColumns(db, 'products', {
    id: ['int4', products.map((p) => p.id)],
    category_id: ['int4', products.map((p) => p.categoryId)],
    code: ['text', products.map((p) => p.code)],
    name_ru: ['text', products.map((p) => p.nameRu)],
    name_en: ['text', products.map((p) => p.nameEn)],
    description_ru: ['text', products.map((p) => p.descriptionRu)],
    description_en: ['text', products.map((p) => p.descriptionEn)],
    size: ['text', products.map((p) => p.size)],
    is_premium: ['bool', products.map((p) => p.isPremium)],
    pack_multiple: ['int4', products.map((p) => p.packMultiple)],
  });
  const prices = products.flatMap((p) =>
    CURRENCIES.map((currency) => ({
      product_id: p.id,
      currency,
      wholesale: money(p.prices[currency].wholesale),
      retail: money(p.prices[currency].retail),
    })),
  );
  await insertRows(
    db,
    'product_prices',
    { product_id: 'int4', currency: 'text', wholesale: 'numeric', retail: 'numeric' },
    prices,
  );
  const properties = products.flatMap((p) => {
    const rows = [];
    if (p.size) {
      const sizeEn = cm(p.size);
      rows.push({
        product_id: p.id,
        slug: 'size',
        value: p.size,
        value_en: sizeEn === p.size ? null : sizeEn,
        position: 0,
      });
    }
    rows.push({
      product_id: p.id,
      slug: 'premium',
      value: p.isPremium ? '1' : '0',
      value_en: null,
      position: 1,
    });
    if (p.special) {
      const valueEn = specialEn.get(p.special);
      if (!valueEn) throw new Error(`seed: special ${p.special} is not in SPECIAL_EN`);
      rows.push({ product_id: p.id, slug: 'special', value: p.special, value_en: valueEn, position: 2 });
    }
    return rows;
  });
  await insertRows(
    db,
    'product_properties',
    { product_id: 'int4', slug: 'text', value: 'text', value_en: 'text', position: 'int4' },
    properties,
  );
  const tagId = new Map<string, number>(HASHTAGS.map((name, i) => [name, i + 1]));
  const productTags = products.flatMap((p) =>
    p.hashtags.map((tag) => {
      const id = tagId.get(tag);
      if (!id) throw new Error(`seed: hashtag ${tag} is not in HASHTAGS`);
      return { product_id: p.id, hashtag_id: id };
    }),
  );
  await insertRows(db, 'product_hashtags', { product_id: 'int4', hashtag_id: 'int4' }, productTags);
  const statusId = new Map<string, number>(STATUSES.map((s) => [s.slug, s.id]));
  await insertRows(
    db,
    'product_statuses',
    { product_id: 'int4', status_id: 'int4' },
    products.map((p) => ({ product_id: p.id, status_id: statusId.get(p.status)! })),
  );
}
