import type {
  FakeAccountIds,
  FakeFolder,
  FakeImage,
  FakePriceType,
  FakeProduct,
  FakeVariant,
} from './fake.model';
import { BASES, KIT_KINDS, type KitKind, SIZES, THEMES } from './fake.names';
import { ean13, type Random } from './fake.random';

export type FakeCatalogue = {
  priceTypes: FakePriceType[];
  folders: FakeFolder[];
  products: FakeProduct[];
  variants: FakeVariant[];
  images: FakeImage[];
};

const DAY = 86_400_000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The ids every account has: itself, its administrator, department, organization, rouble, retail customer, unit, additional fields. */
export function generateIds(random: Random): FakeAccountIds {
  const [accountId, employeeId, groupId, organizationId, currencyId, counterpartyId] = Array.from(
    { length: 6 },
    () => random.uuid(),
  );
  const [size, premium, hashtags, nameEn, descriptionEn] = Array.from({ length: 5 }, () => random.uuid());
  return {
    ...{ accountId: accountId!, employeeId: employeeId!, groupId: groupId!, organizationId: organizationId! },
    ...{
      currencyId: currencyId!,
      counterpartyId: counterpartyId!,
      uomId: '19f1edc0-fc42-4001-94cb-c9ec9c62ec10',
    },
    attributes: {
      size: size!,
      premium: premium!,
      hashtags: hashtags!,
      nameEn: nameEn!,
      descriptionEn: descriptionEn!,
    },
  };
}

/**
 * The id of «Крупный опт», the price type the first wholesale customer buys at
 * (docs/rules.md#buyer-price): fixed, so adding it drew nothing from a seed's random stream.
 */
export const LARGE_WHOLESALE_PRICE_TYPE_ID = '5d0c7a1e-3b9f-4c2d-8e61-0a4f2b9c7d13';

/**
 * «Цена продажи» (МойСклад's default type, with its documented externalCode), «Оптовая цена»,
 * «Розничная цена», and «Крупный опт» (a customer's own price type).
 */
function priceTypes(random: Random): FakePriceType[] {
  return [
    { id: random.uuid(), name: 'Цена продажи', externalCode: 'cbcf493b-55bc-11d9-848a-00112f43529a' },
    { id: random.uuid(), name: 'Оптовая цена', externalCode: random.uuid() },
    { id: random.uuid(), name: 'Розничная цена', externalCode: random.uuid() },
    { id: LARGE_WHOLESALE_PRICE_TYPE_ID, name: 'Крупный опт', externalCode: 'kits-large-wholesale' },
  ];
}

/** A folder per kind of kit, and «Пейзажи» inside «Картины по номерам». */
function folders(random: Random, now: number): FakeFolder[] {
  const folder = (name: string, code: string, parentId: string | null): FakeFolder => ({
    id: random.uuid(),
    name,
    code,
    externalCode: random.externalCode(),
    parentId,
    archived: false,
    updated: now - random.int(30, 400) * DAY,
  });
  const top = KIT_KINDS.map((kind) => folder(kind.folder, kind.prefix, null));
  return [...top, folder('Пейзажи', 'PBN-LND', top[0]!.id)];
}

/** A few solid-colour pictures shared between products (МойСклад gives equal pictures one id). */
function images(random: Random, now: number): FakeImage[] {
  const colours: [number, number, number][] = [
    [214, 96, 77],
    [77, 146, 214],
    [94, 178, 104],
    [236, 196, 64],
    [148, 98, 196],
    [60, 60, 72],
    [232, 140, 180],
    [120, 200, 210],
  ];
  return colours.map((colour, i) => ({
    id: random.uuid(),
    title: `kit-${i + 1}`,
    filename: `kit-${i + 1}.jpg`,
    colour,
    bytes: null,
    updated: now - random.int(30, 400) * DAY,
  }));
}

type Context = { random: Random; now: number; catalogue: FakeCatalogue; names: Map<string, number> };

/** Retail, wholesale, sale and large-wholesale prices in kopecks by price type, from a retail price in roubles. */
function pricesOf(types: FakePriceType[], retailRub: number): Record<string, number> {
  const wholesale = Math.round(retailRub * 0.55);
  return {
    [types[0]!.id]: retailRub * 100,
    [types[1]!.id]: wholesale * 100,
    [types[2]!.id]: retailRub * 100,
    [types[3]!.id]: Math.round(wholesale * 0.9) * 100,
  };
}

/** Product number `n` (1-based) of `kind`. */
function product(ctx: Context, n: number, kind: KitKind): FakeProduct {
  const { random, catalogue } = ctx;
  const theme = random.pick(THEMES);
  const size = random.pick(SIZES);
  const base = `${kind.ru} „${theme[0]}“ ${size}`;
  const seen = (ctx.names.get(base) ?? 0) + 1;
  ctx.names.set(base, seen);
  const retailRub =
    random.int(Math.ceil((kind.minPrice + 10) / 100), Math.floor((kind.maxPrice + 10) / 100)) * 100 - 10;
  const kindIndex = KIT_KINDS.indexOf(kind);
  const landscape = kindIndex === 0 && random.chance(0.5);
  const folder = catalogue.folders[landscape ? KIT_KINDS.length : kindIndex]!;
  const pictures = random.chance(0.85) ? random.int(1, 2) : 0;
  return {
    id: random.uuid(),
    name: seen === 1 ? base : `${base}, серия ${seen}`,
    code: `${kind.prefix}-${pad(n, 5)}`,
    article: `${kind.prefix}${size.replace('×', '')}-${pad(n % 1000, 3)}`,
    externalCode: random.externalCode(),
    description: `${kind.ru}: ${kind.what}, размер ${size} см. Сюжет «${theme[0]}».`,
    folderId: folder.id,
    archived: false,
    updated: ctx.now - random.int(60, 90 * 86_400) * 1000,
    prices: pricesOf(catalogue.priceTypes, retailRub),
    buyPrice: Math.round(retailRub * 0.38) * 100,
    attributes: {
      size: `${size} см`,
      premium: random.chance(0.2),
      hashtags: theme[2],
      nameEn: `${kind.en} "${theme[1]}" ${size.replace('×', 'x')}`,
      descriptionEn: `${kind.en}: ${kind.whatEn}, size ${size.replace('×', 'x')} cm. Theme: ${theme[1]}.`,
    },
    barcodes: random.chance(0.1)
      ? [ean13(`4607${pad(n, 8)}`), ean13(`2000${pad(n, 8)}`)]
      : [ean13(`4607${pad(n, 8)}`)],
    imageIds: Array.from({ length: pictures }, () => random.pick(catalogue.images).id).filter(
      (id, i, all) => all.indexOf(id) === i,
    ),
    vat: 20,
    // МойСклад keeps the weight in kilograms: a boxed kit weighs 0.2–1.5 kg.
    weight: random.int(2, 15) / 10,
  };
}

/** «на подрамнике» / «без подрамника» modifications of a diamond painting. */
function variants(ctx: Context, of: FakeProduct, counter: { n: number }): FakeVariant[] {
  const characteristicId = ctx.catalogue.variants[0]?.characteristic.id ?? ctx.random.uuid();
  return BASES.map((value, j) => {
    const extra = j === 0 ? 300 : 0;
    const retailRub = of.prices[ctx.catalogue.priceTypes[0]!.id]! / 100 + extra;
    counter.n += 1;
    return {
      id: ctx.random.uuid(),
      productId: of.id,
      name: `${of.name} (${value})`,
      code: `${of.code}-${j + 1}`,
      article: of.article,
      externalCode: ctx.random.externalCode(),
      characteristic: { id: characteristicId, name: 'Основа', value },
      prices: pricesOf(ctx.catalogue.priceTypes, retailRub),
      barcodes: [ean13(`4608${pad(counter.n, 8)}`)],
      archived: false,
      updated: of.updated,
    };
  });
}

/** The demo catalogue: `count` products spread over the kinds; about a third of the diamond paintings have two modifications. */
export function generateCatalogue(random: Random, options: { products: number; now: number }): FakeCatalogue {
  const catalogue: FakeCatalogue = {
    priceTypes: priceTypes(random),
    folders: [],
    products: [],
    variants: [],
    images: [],
  };
  catalogue.folders = folders(random, options.now);
  catalogue.images = images(random, options.now);
  const ctx: Context = { random, now: options.now, catalogue, names: new Map() };
  const counter = { n: 0 };
  for (let n = 1; n <= options.products; n++) {
    const kind = KIT_KINDS[(n - 1) % KIT_KINDS.length]!;
    const item = product(ctx, n, kind);
    catalogue.products.push(item);
    if (kind.prefix === 'DMZ' && random.chance(0.35))
      catalogue.variants.push(...variants(ctx, item, counter));
  }
  return catalogue;
}
