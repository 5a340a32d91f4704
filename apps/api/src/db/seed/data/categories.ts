import { z } from 'zod/mini';
import categories from './categories.json';
import { THEMES, type ThemeGroup } from './themes';

/** What a category sells: picks the name templates, descriptions and picture motif. */
const PRODUCT_KINDS = [
  'paint',
  'mosaic',
  'ribbon',
  'toy',
  'roombox',
  'wood',
  'puzzle3d',
  'wool',
  'cross',
  'dreamcatcher',
  'accessory',
  'frame',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const themeGroups = z.array(z.enum(Object.keys(THEMES) as ThemeGroup[]));

const Subcategory = z.object({
  slug: z.string(),
  ru: z.string(),
  en: z.string(),
  /** Sizes of its products (defaults to the parent's). */
  sizes: z.optional(z.array(z.string())),
  /** Theme groups of its products (defaults to the parent's). */
  groups: z.optional(themeGroups),
});
export type SubcategoryDef = z.infer<typeof Subcategory>;

const Category = z.object({
  /** New slug of docs/rules.md#legacy-redirects. */
  slug: z.string(),
  ru: z.string(),
  en: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** Product code prefix, e.g. KN → KN-40-0123. */
  prefix: z.string(),
  /** Whether the code carries the first size number (KN-40-…). */
  sizeInCode: z.boolean(),
  /** Size → base wholesale price in roubles. Accessories have no size (key ''). */
  sizes: z.record(z.string(), z.number()),
  groups: themeGroups,
  /** Share of the products. */
  weight: z.number(),
  /** Shelf type of the outlet capacities (1 wall, 2 rack, 3 counter stand). */
  shelfType: z.int(),
  children: z.array(Subcategory),
});
export type CategoryDef = z.infer<typeof Category>;

/**
 * The 12 top categories of the legacy redirect table (docs/rules.md#spec-2), in menu order, with
 * their sub-categories: the table is categories.json, checked against `CategoryDef` when loaded
 * (an unknown kind or theme group throws at import).
 */
export const CATEGORIES: readonly CategoryDef[] = z.array(Category).parse(categories);
