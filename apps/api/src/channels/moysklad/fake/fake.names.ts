/** The words the demo account is made of: hobby kits of a Russian wholesaler. */

/** A kind of kit: its folder, name prefix (ru, en), code prefix, retail price range (roubles). */
export type KitKind = {
  folder: string;
  ru: string;
  en: string;
  prefix: string;
  minPrice: number;
  maxPrice: number;
  what: string;
  whatEn: string;
};

/** The kinds of kits, one folder each. */
export const KIT_KINDS: readonly KitKind[] = [
  {
    folder: 'Картины по номерам',
    ru: 'Картина по номерам',
    en: 'Paint by numbers',
    prefix: 'PBN',
    minPrice: 690,
    maxPrice: 2490,
    what: 'холст на подрамнике, акриловые краски, 3 кисти',
    whatEn: 'canvas on a stretcher, acrylic paints, 3 brushes',
  },
  {
    folder: 'Алмазная мозаика',
    ru: 'Алмазная мозаика',
    en: 'Diamond painting',
    prefix: 'DMZ',
    minPrice: 590,
    maxPrice: 2990,
    what: 'холст с клеевым слоем, стразы, стилус, пинцет',
    whatEn: 'adhesive canvas, rhinestones, stylus, tweezers',
  },
  {
    folder: 'Вышивка',
    ru: 'Набор для вышивания',
    en: 'Cross-stitch kit',
    prefix: 'EMB',
    minPrice: 450,
    maxPrice: 1990,
    what: 'канва, мулине, игла, схема',
    whatEn: 'aida cloth, floss, needle, chart',
  },
  {
    folder: 'Пазлы',
    ru: 'Пазл',
    en: 'Jigsaw puzzle',
    prefix: 'PZL',
    minPrice: 390,
    maxPrice: 1490,
    what: 'плотный картон, 1000 деталей, постер',
    whatEn: 'thick cardboard, 1000 pieces, poster',
  },
  {
    folder: 'Раскраски',
    ru: 'Раскраска-антистресс',
    en: 'Colouring book',
    prefix: 'CLR',
    minPrice: 290,
    maxPrice: 790,
    what: '48 страниц, плотная бумага',
    whatEn: '48 pages, heavy paper',
  },
  {
    folder: 'Сборные модели',
    ru: 'Сборная модель',
    en: 'Model kit',
    prefix: 'MDL',
    minPrice: 990,
    maxPrice: 4990,
    what: 'детали из фанеры, клей, инструкция',
    whatEn: 'plywood parts, glue, instructions',
  },
];

/** A theme: Russian title, English title, hashtags. */
export const THEMES: readonly (readonly [string, string, string])[] = [
  ['Морской закат', 'Sunset at sea', 'море, закат'],
  ['Осенний лес', 'Autumn forest', 'лес, осень'],
  ['Кот на подоконнике', 'Cat on the windowsill', 'кот, уют'],
  ['Зимняя сказка', 'Winter tale', 'зима, снег'],
  ['Маковое поле', 'Poppy field', 'цветы, лето'],
  ['Горное озеро', 'Mountain lake', 'горы, озеро'],
  ['Ночной город', 'City at night', 'город, ночь'],
  ['Лавандовые поля', 'Lavender fields', 'лаванда, прованс'],
  ['Парусник', 'Sailing ship', 'море, корабль'],
  ['Цветущая сакура', 'Cherry blossom', 'сакура, весна'],
  ['Старый маяк', 'Old lighthouse', 'маяк, море'],
  ['Подсолнухи', 'Sunflowers', 'цветы, лето'],
  ['Венеция', 'Venice', 'италия, город'],
  ['Лисёнок', 'Little fox', 'животные, лес'],
  ['Пионы в вазе', 'Peonies in a vase', 'цветы, натюрморт'],
  ['Северное сияние', 'Northern lights', 'север, ночь'],
  ['Тигр', 'Tiger', 'животные, хищники'],
  ['Кофейня в Париже', 'Paris café', 'париж, кофе'],
  ['Летний сад', 'Summer garden', 'сад, лето'],
  ['Совы на ветке', 'Owls on a branch', 'птицы, лес'],
  ['Мельница у реки', 'Mill by the river', 'река, деревня'],
  ['Космос', 'Outer space', 'космос, звёзды'],
  ['Розы', 'Roses', 'цветы, любовь'],
  ['Белые медведи', 'Polar bears', 'животные, север'],
  ['Дом у озера', 'House by the lake', 'дом, озеро'],
  ['Тропический пляж', 'Tropical beach', 'море, пальмы'],
  ['Лошади в поле', 'Horses in a field', 'животные, поле'],
  ['Японский сад', 'Japanese garden', 'япония, сад'],
  ['Натюрморт с фруктами', 'Still life with fruit', 'натюрморт, фрукты'],
  ['Бабочки', 'Butterflies', 'бабочки, лето'],
  ['Московский Кремль', 'Moscow Kremlin', 'москва, город'],
  ['Санкт-Петербург', 'Saint Petersburg', 'петербург, город'],
];

/** Sizes: the name's «40×50» and the «Размер» attribute «40×50 см». */
export const SIZES: readonly string[] = ['40×50', '30×40', '50×65', '20×30'];

/** Streets and cities the retail stores are named after («Магазин на Ленина», «… (Казань)»). */
export const STREETS: readonly string[] = [
  'Ленина',
  'Гагарина',
  'Мира',
  'Советской',
  'Пушкина',
  'Кирова',
  'Садовой',
  'Московской',
  'Лесной',
  'Набережной',
  'Школьной',
  'Победы',
  'Чехова',
  'Комсомольской',
  'Молодёжной',
  'Центральной',
  'Заводской',
  'Суворова',
  'Маяковского',
  'Горького',
];

/** Cities that tell apart shops on the same street. */
export const CITIES: readonly string[] = [
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Новосибирск',
  'Екатеринбург',
  'Нижний Новгород',
  'Самара',
  'Ростов-на-Дону',
  'Уфа',
  'Краснодар',
  'Воронеж',
  'Пермь',
  'Тюмень',
];

/** The modifications a diamond painting may have («Основа»). */
export const BASES: readonly string[] = ['на подрамнике', 'без подрамника'];
