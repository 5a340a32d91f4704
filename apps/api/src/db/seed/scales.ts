/** Sizes of the generated data set (docs/rules.md#decisions-6). */
export type Scale = {
  name: ScaleName;
  products: number;
  /** Russian retail outlets (ids from 101, RUB, version ru; past 400 they skip 501–600). */
  outlets: number;
  /** Russian outlets of the franchise user besides store 1. */
  franchiseOutlets: number;
  /** European retail outlets (ids from 501, EUR, version en; past 50 they continue at 5001). */
  euOutlets: number;
  /** European outlets of the franchise user besides store 56. */
  franchiseEuOutlets: number;
  /** Days of sales history, ending yesterday. */
  salesDays: number;
  /** Products per outlet assortment, min and max. */
  assortment: readonly [number, number];
  /** Only the first `imageProducts` products get pictures. */
  imageProducts: number;
};

export type ScaleName = 'test' | 'demo' | 'bench' | 'big';

export const SCALES: Record<ScaleName, Scale> = {
  /** For the API tests: seconds, not minutes. */
  test: {
    name: 'test',
    products: 60,
    outlets: 3,
    franchiseOutlets: 2,
    euOutlets: 2,
    franchiseEuOutlets: 1,
    salesDays: 30,
    assortment: [25, 40],
    imageProducts: 60,
  },
  /** `npm start` on an empty database and `npm run db:seed`. */
  demo: {
    name: 'demo',
    products: 2000,
    outlets: 36,
    franchiseOutlets: 14,
    euOutlets: 8,
    franchiseEuOutlets: 3,
    salesDays: 365,
    assortment: [220, 480],
    imageProducts: 2000,
  },
  /** `npm run db:seed -- --scale bench`: at least 1,000,000 sales lines. */
  bench: {
    name: 'bench',
    products: 10_000,
    outlets: 200,
    franchiseOutlets: 14,
    euOutlets: 20,
    franchiseEuOutlets: 3,
    salesDays: 365,
    assortment: [220, 420],
    imageProducts: 2000,
  },
  /**
   * `npm run db:seed -- --scale big`: ten times the bench scale — 100,000 products, 2,000 outlets
   * (200 of them the franchise user's), about 20,000,000 sales lines over one year. Outlets carry
   * what bench-scale outlets carry (so lines grow with the outlets); pictures stay at 2,000 products.
   */
  big: {
    name: 'big',
    products: 100_000,
    outlets: 1800,
    franchiseOutlets: 180,
    euOutlets: 200,
    franchiseEuOutlets: 20,
    salesDays: 365,
    assortment: [220, 420],
    imageProducts: 2000,
  },
};

export const isScaleName = (value: string): value is ScaleName => value in SCALES;
