import type { CategoryRow } from '../schema';
import { CATEGORIES, type CategoryDef } from './data/categories';
import { SPECIALS } from './data/lookups';
import { productDescription, productName } from './data/texts';
import { THEMES, type ThemeGroup } from './data/themes';
import { rng, SALT } from './random';

export type Currency = 'RUB' | 'EUR' | 'PLN' | 'RSD';
export type StatusSlug = 'approved_by_content_manager' | 'new' | 'discontinued';

/** One generated product with everything the other generators need to know about it. */
export type ProductPlan = {
  id: number;
  categoryId: number;
  /** Index into CATEGORIES of its top category. */
  top: number;
  topCategoryId: number;
  code: string;
  nameRu: string;
  nameEn: string;
  descriptionRu: string;
  descriptionEn: string;
  size: string | null;
  isPremium: boolean;
  /** Units it is sold in (docs/rules.md#pack-multiple): the first room boxes come in boxes of 6. */
  packMultiple: number;
  special: string | null;
  status: StatusSlug;
  hashtags: string[];
  /** Integer wholesale/retail prices in minor units (kopecks, cents…). */
  prices: Record<Currency, { wholesale: number; retail: number }>;
  /** Relative sales rate, mean ≈ 1. */
  popularity: number;
  /** Sells much faster in the last three weeks (feeds user_hot_two_weeks). */
  trending: boolean;
  /** `new`: first sales this many days ago; `discontinued`: last sales this many days ago. */
  daysAgo: number;
  /** Seeded picture colour (0-359) and how many pictures (main + gallery). */
  hue: number;
  images: number;
};

/** Top categories get ids 1..12 in menu order, their children follow from 13. */
export function buildCategories(): { rows: CategoryRow[]; childIds: number[][] } {
  const rows: CategoryRow[] = [];
  const childIds: number[][] = [];
  let nextId = CATEGORIES.length + 1;
  CATEGORIES.forEach((c, i) => {
    rows.push({
      id: i + 1,
      parent_id: null,
      slug: c.slug,
      name_ru: c.ru,
      name_en: c.en,
      moysklad_name: c.ru,
      position: i + 1,
    });
    childIds.push(
      c.children.map((child, j) => {
        const id = nextId++;
        rows.push({
          id,
          parent_id: i + 1,
          slug: child.slug,
          name_ru: child.ru,
          name_en: child.en,
          moysklad_name: `${c.ru}/${child.ru}`,
          position: j + 1,
        });
        return id;
      }),
    );
  });
  return { rows, childIds };
}

const CATEGORY_WEIGHTS = CATEGORIES.map((c, i) => [i, c.weight] as const);
const MARKETING_TAGS = ['подарок', 'для начинающих', 'для опытных', 'распродажа', 'эксклюзив'];
const BIG_SIZES = new Set(['50x65', '40x50', '30x80', '40x100', '40x30', '25x20']);

/** Generates `count` products; product i depends only on i and the products before it (codes). */
export function buildProducts(count: number, childIds: number[][]): ProductPlan[] {
  const sequence = CATEGORIES.map(() => 0);
  const products: ProductPlan[] = [];
  for (let id = 1; id <= count; id++) {
    const r = rng(SALT.product, id);
    const top = r.weighted(CATEGORY_WEIGHTS);
    const def = CATEGORIES[top]!;
    const childIndex = r.chance(0.85) ? r.int(0, def.children.length - 1) : -1;
    const child = childIndex >= 0 ? def.children[childIndex] : undefined;
    const group = r.pick(child?.groups ?? def.groups) as ThemeGroup;
    const theme = r.pick(THEMES[group]);
    const size = r.pick(child?.sizes ?? Object.keys(def.sizes));
    const isPremium = def.kind === 'accessory' ? r.chance(0.05) : r.chance(0.21);
    const status = r.weighted<StatusSlug>([
      ['approved_by_content_manager', 85],
      ['new', 10],
      ['discontinued', 5],
    ]);
    sequence[top]! += 1;
    const name = productName(def.kind, theme, size, group);
    const description = productDescription(def.kind, size, isPremium, r);
    const popularity = Math.exp(0.9 * r.normal()) / 1.5;
    const basePrice = def.kind === 'accessory' ? (theme.price ?? 100) : def.sizes[size]!;
    products.push({
      id,
      categoryId: childIndex >= 0 ? childIds[top]![childIndex]! : top + 1,
      top,
      topCategoryId: top + 1,
      code: productCode(def, size, sequence[top]!),
      nameRu: name.ru,
      nameEn: name.en,
      descriptionRu: description.ru,
      descriptionEn: description.en,
      size: size === '' ? null : size,
      isPremium,
      packMultiple: def.prefix === PACKED_PREFIX && sequence[top]! <= PACKED_COUNT ? PACK_OF : 1,
      special: r.chance(0.12) ? r.pick(SPECIALS) : null,
      status,
      hashtags: pickHashtags({ tag: theme.tag, status, popularity, size, text: theme.ru, r }),
      prices: buildPrices(basePrice * (isPremium ? 1.45 : 1), r.chance(0.01), r),
      popularity,
      trending: status === 'approved_by_content_manager' && r.chance(0.05),
      daysAgo: status === 'new' ? r.int(5, 45) : status === 'discontinued' ? r.int(60, 240) : 0,
      hue: r.int(0, 359),
      images:
        1 +
        r.weighted([
          [1, 55],
          [2, 30],
          [3, 15],
        ]),
    });
  }
  return products;
}

/**
 * Demo products sold in packs (docs/demo-data.md): the first PACKED_COUNT room boxes (RB-0001…) come
 * in boxes of PACK_OF, decided without the random stream so every other value stays as it was.
 */
const PACKED_PREFIX = 'RB';
const PACKED_COUNT = 5;
const PACK_OF = 6;

/** KN-40-0123 for sized paintings, AM-0456 otherwise. */
function productCode(def: CategoryDef, size: string, n: number): string {
  const seq = String(n).padStart(4, '0');
  return def.sizeInCode && size ? `${def.prefix}-${size.split('x')[0]}-${seq}` : `${def.prefix}-${seq}`;
}

function pickHashtags(o: {
  tag?: string;
  status: StatusSlug;
  popularity: number;
  size: string;
  text: string;
  r: ReturnType<typeof rng>;
}): string[] {
  const { r } = o;
  const tags: string[] = [];
  if (o.tag && r.chance(0.7)) tags.push(o.tag);
  if (o.status === 'new' && r.chance(0.8)) tags.push('новинка');
  if (o.popularity > 1.8 && r.chance(0.6)) tags.push(r.chance(0.5) ? 'хит' : 'бестселлер');
  if (/кот|Котён|Кошка/i.test(o.text) && r.chance(0.6)) tags.push('кошки');
  if (/хаски|Щенок/i.test(o.text) && r.chance(0.6)) tags.push('собаки');
  if (/Сова|Попуга|Лебед/i.test(o.text) && r.chance(0.6)) tags.push('птицы');
  if (/осен/i.test(o.text)) tags.push('осень');
  if (/[Вв]есн/.test(o.text)) tags.push('весна');
  if (/[Зз]имн|снег/i.test(o.text)) tags.push('зима');
  if (/[Лл]етн/.test(o.text)) tags.push('лето');
  if (BIG_SIZES.has(o.size) && r.chance(0.3)) tags.push('большой формат');
  if (r.chance(0.25)) tags.push(r.pick(MARKETING_TAGS));
  return [...new Set(tags)].slice(0, 3);
}

/** Rounds `value` up to a price ending in `ending` at steps of `step` (e.g. 1190, 12.99). */
const nicePrice = (value: number, step: number, ending: number) =>
  Math.max(step, Math.ceil(value / step) * step) - ending;

/** Wholesale and retail in four currencies (minor units); retail ≈ 1.6-2× wholesale. */
function buildPrices(baseRub: number, unpriced: boolean, r: ReturnType<typeof rng>) {
  const wholesaleRub = Math.max(10, Math.round((baseRub * r.float(0.85, 1.2)) / 10) * 10);
  const retailRub = nicePrice(wholesaleRub * r.float(1.6, 2.0), 100, 10);
  const w = (x: number) => (unpriced ? 0 : x);
  return {
    RUB: { wholesale: w(wholesaleRub * 100), retail: retailRub * 100 },
    EUR: { wholesale: w(Math.round(wholesaleRub / 0.95)), retail: nicePrice(retailRub / 0.95, 100, 1) },
    PLN: { wholesale: w(Math.round(wholesaleRub / 0.22)), retail: nicePrice(retailRub / 0.22, 100, 1) },
    RSD: {
      wholesale: w(Math.round(wholesaleRub * 1.2) * 100),
      retail: nicePrice(retailRub * 1.2, 10, 0) * 100,
    },
  };
}
