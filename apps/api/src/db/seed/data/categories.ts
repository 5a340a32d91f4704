import type { ThemeGroup } from './themes';

/** What a category sells: picks the name templates, descriptions and picture motif. */
export type ProductKind =
  | 'paint'
  | 'mosaic'
  | 'ribbon'
  | 'toy'
  | 'roombox'
  | 'wood'
  | 'puzzle3d'
  | 'wool'
  | 'cross'
  | 'dreamcatcher'
  | 'accessory'
  | 'frame';

export type SubcategoryDef = {
  slug: string;
  ru: string;
  en: string;
  /** Sizes of its products (defaults to the parent's). */
  sizes?: readonly string[];
  /** Theme groups of its products (defaults to the parent's). */
  groups?: readonly ThemeGroup[];
};

export type CategoryDef = {
  /** New slug of docs/rules.md#legacy-redirects. */
  slug: string;
  ru: string;
  en: string;
  kind: ProductKind;
  /** Product code prefix, e.g. KN → KN-40-0123. */
  prefix: string;
  /** Whether the code carries the first size number (KN-40-…). */
  sizeInCode: boolean;
  /** Size → base wholesale price in roubles. Accessories have no size (key ''). */
  sizes: Readonly<Record<string, number>>;
  groups: readonly ThemeGroup[];
  /** Share of the products. */
  weight: number;
  /** Shelf type of the outlet capacities (1 wall, 2 rack, 3 counter stand). */
  shelfType: number;
  children: readonly SubcategoryDef[];
};

/** The 12 top categories of the legacy redirect table (docs/rules.md#spec-2), in menu order. */
export const CATEGORIES: readonly CategoryDef[] = [
  {
    slug: 'kartiny-po-nomeram',
    ru: 'Картины по номерам',
    en: 'Paint by numbers',
    kind: 'paint',
    prefix: 'KN',
    sizeInCode: true,
    sizes: { '20x30': 290, '30x40': 420, '40x50': 620, '50x65': 990 },
    groups: ['landscape', 'city', 'animals', 'flowers', 'sea', 'winter', 'stilllife'],
    weight: 22,
    shelfType: 1,
    children: [
      {
        slug: 'kartiny-po-nomeram-30x40',
        ru: 'Картины по номерам 30×40',
        en: 'Paint by numbers 30×40',
        sizes: ['30x40'],
      },
      {
        slug: 'kartiny-po-nomeram-40x50',
        ru: 'Картины по номерам 40×50',
        en: 'Paint by numbers 40×50',
        sizes: ['40x50'],
      },
      {
        slug: 'kartiny-po-nomeram-50x65',
        ru: 'Картины по номерам 50×65',
        en: 'Paint by numbers 50×65',
        sizes: ['50x65'],
      },
      {
        slug: 'kartiny-po-nomeram-dlya-detej',
        ru: 'Картины по номерам для детей',
        en: 'Paint by numbers for kids',
        sizes: ['20x30', '30x40'],
        groups: ['kids'],
      },
    ],
  },
  {
    slug: 'almaznaya-mozaika',
    ru: 'Алмазная мозаика',
    en: 'Diamond painting',
    kind: 'mosaic',
    prefix: 'AM',
    sizeInCode: false,
    sizes: { '20x20': 250, '30x30': 390, '30x40': 520, '40x50': 760, '50x65': 1150 },
    groups: ['landscape', 'city', 'animals', 'flowers', 'sea', 'winter', 'kids', 'abstract'],
    weight: 20,
    shelfType: 1,
    children: [
      { slug: 'almaznaya-mozaika-na-podramnike', ru: 'На подрамнике', en: 'On a stretcher frame' },
      { slug: 'almaznaya-mozaika-bez-podramnika', ru: 'Без подрамника', en: 'Without a frame' },
      { slug: 'almaznaya-mozaika-kruglye-strazy', ru: 'Круглые стразы', en: 'Round drills' },
    ],
  },
  {
    slug: 'vyshivka-lentami',
    ru: 'Вышивка лентами',
    en: 'Ribbon embroidery',
    kind: 'ribbon',
    prefix: 'VL',
    sizeInCode: false,
    sizes: { '25x25': 480, '30x30': 590, '30x40': 720 },
    groups: ['flowers', 'landscape'],
    weight: 6,
    shelfType: 2,
    children: [
      { slug: 'vyshivka-lentami-cvety', ru: 'Цветы', en: 'Flowers', groups: ['flowers'] },
      { slug: 'vyshivka-lentami-pejzazhi', ru: 'Пейзажи', en: 'Landscapes', groups: ['landscape'] },
    ],
  },
  {
    slug: 'tekstilnaya-igrushka',
    ru: 'Текстильная игрушка',
    en: 'Textile toys',
    kind: 'toy',
    prefix: 'TI',
    sizeInCode: false,
    sizes: { '15 см': 390, '25 см': 560, '35 см': 790 },
    groups: ['toyAnimals', 'toyDolls', 'toyXmas'],
    weight: 6,
    shelfType: 2,
    children: [
      { slug: 'tekstilnaya-igrushka-zhivotnye', ru: 'Зверята', en: 'Animals', groups: ['toyAnimals'] },
      { slug: 'tekstilnaya-igrushka-kukly', ru: 'Куклы', en: 'Dolls', groups: ['toyDolls'] },
      { slug: 'tekstilnaya-igrushka-novogodnie', ru: 'Новогодние', en: 'Christmas', groups: ['toyXmas'] },
    ],
  },
  {
    slug: 'rumboksy',
    ru: 'Румбоксы',
    en: 'Room boxes',
    kind: 'roombox',
    prefix: 'RB',
    sizeInCode: false,
    sizes: { '18x15': 1290, '22x18': 1690, '25x20': 2190 },
    groups: ['rooms', 'nooks'],
    weight: 5,
    shelfType: 2,
    children: [
      { slug: 'rumboksy-s-podsvetkoj', ru: 'С подсветкой', en: 'With lights', groups: ['rooms'] },
      { slug: 'rumboksy-knizhnye-ugolki', ru: 'Книжные уголки', en: 'Book nooks', groups: ['nooks'] },
    ],
  },
  {
    slug: 'derevyannye-konstruktory',
    ru: 'Деревянные конструкторы',
    en: 'Wooden model kits',
    kind: 'wood',
    prefix: 'DK',
    sizeInCode: false,
    sizes: { '20x15': 690, '30x20': 1190, '40x30': 1890 },
    groups: ['mechanisms', 'vehicles', 'buildings'],
    weight: 7,
    shelfType: 2,
    children: [
      {
        slug: 'derevyannye-konstruktory-mehanicheskie',
        ru: 'Механические модели',
        en: 'Mechanical models',
        groups: ['mechanisms'],
      },
      { slug: 'derevyannye-konstruktory-transport', ru: 'Транспорт', en: 'Vehicles', groups: ['vehicles'] },
      {
        slug: 'derevyannye-konstruktory-arhitektura',
        ru: 'Архитектура',
        en: 'Architecture',
        groups: ['buildings'],
      },
    ],
  },
  {
    slug: '3d-pazly-raskraski',
    ru: '3D пазлы-раскраски',
    en: '3D colouring puzzles',
    kind: 'puzzle3d',
    prefix: '3D',
    sizeInCode: false,
    sizes: { '15x15': 240, '20x20': 330, '25x25': 450 },
    groups: ['houses', 'figures'],
    weight: 5,
    shelfType: 3,
    children: [
      { slug: '3d-pazly-raskraski-domiki', ru: 'Домики', en: 'Houses', groups: ['houses'] },
      { slug: '3d-pazly-raskraski-figurki', ru: 'Фигурки', en: 'Figures', groups: ['figures'] },
    ],
  },
  {
    slug: 'kartiny-sherstyu',
    ru: 'Картины шерстью',
    en: 'Wool painting',
    kind: 'wool',
    prefix: 'SH',
    sizeInCode: true,
    sizes: { '20x30': 560, '30x40': 790, '40x50': 1090 },
    groups: ['landscape', 'animals', 'flowers'],
    weight: 5,
    shelfType: 1,
    children: [
      {
        slug: 'kartiny-sherstyu-30x40',
        ru: 'Картины шерстью 30×40',
        en: 'Wool painting 30×40',
        sizes: ['30x40'],
      },
      {
        slug: 'kartiny-sherstyu-40x50',
        ru: 'Картины шерстью 40×50',
        en: 'Wool painting 40×50',
        sizes: ['40x50'],
      },
    ],
  },
  {
    slug: 'vyshivka-krestikom',
    ru: 'Вышивка крестиком',
    en: 'Cross-stitch',
    kind: 'cross',
    prefix: 'VK',
    sizeInCode: false,
    sizes: { '15x15': 220, '20x25': 340, '30x40': 560, '40x50': 790 },
    groups: ['landscape', 'animals', 'flowers', 'winter', 'stilllife', 'kids'],
    weight: 10,
    shelfType: 2,
    children: [
      { slug: 'vyshivka-krestikom-nabory', ru: 'Наборы для вышивания', en: 'Embroidery kits' },
      { slug: 'vyshivka-krestikom-kanva-s-risunkom', ru: 'Канва с рисунком', en: 'Printed canvas' },
      {
        slug: 'vyshivka-krestikom-dlya-detej',
        ru: 'Для детей',
        en: 'For kids',
        sizes: ['15x15', '20x25'],
        groups: ['kids'],
      },
    ],
  },
  {
    slug: 'lovec-snov',
    ru: 'Ловец снов',
    en: 'Dreamcatchers',
    kind: 'dreamcatcher',
    prefix: 'LS',
    sizeInCode: false,
    sizes: { '15x45': 290, '20x55': 390, '30x80': 590, '40x100': 790 },
    groups: ['dreams'],
    weight: 4,
    shelfType: 3,
    children: [
      { slug: 'lovec-snov-malye', ru: 'Малые', en: 'Small', sizes: ['15x45', '20x55'] },
      { slug: 'lovec-snov-bolshie', ru: 'Большие', en: 'Large', sizes: ['30x80', '40x100'] },
    ],
  },
  {
    slug: 'aksesuary-dlya-tvorchestva',
    ru: 'Аксессуары для творчества',
    en: 'Craft accessories',
    kind: 'accessory',
    prefix: 'AK',
    sizeInCode: false,
    sizes: { '': 0 },
    groups: ['brushes', 'paints', 'organisers', 'tools'],
    weight: 6,
    shelfType: 3,
    children: [
      { slug: 'aksesuary-dlya-tvorchestva-kisti', ru: 'Кисти', en: 'Brushes', groups: ['brushes'] },
      {
        slug: 'aksesuary-dlya-tvorchestva-kraski-i-laki',
        ru: 'Краски и лаки',
        en: 'Paints and varnishes',
        groups: ['paints'],
      },
      {
        slug: 'aksesuary-dlya-tvorchestva-organajzery',
        ru: 'Органайзеры',
        en: 'Organisers',
        groups: ['organisers'],
      },
      { slug: 'aksesuary-dlya-tvorchestva-instrumenty', ru: 'Инструменты', en: 'Tools', groups: ['tools'] },
    ],
  },
  {
    slug: 'bagety-dlya-kartin',
    ru: 'Багеты для картин',
    en: 'Picture frames',
    kind: 'frame',
    prefix: 'BG',
    sizeInCode: true,
    sizes: { '20x30': 290, '30x40': 390, '40x50': 520, '50x65': 790 },
    groups: ['woodFrames', 'plasticFrames'],
    weight: 4,
    shelfType: 3,
    children: [
      { slug: 'bagety-dlya-kartin-derevyannye', ru: 'Деревянные', en: 'Wooden', groups: ['woodFrames'] },
      { slug: 'bagety-dlya-kartin-plastikovye', ru: 'Пластиковые', en: 'Plastic', groups: ['plasticFrames'] },
    ],
  },
];
