/** Fixed lists of the demo data set: hashtags, statuses, places, delivery lookups, what's new. */

/** ~25 hashtags; theme tags (пейзаж, цветы…) plus marketing ones. */
export const HASHTAGS = [
  'новинка',
  'хит',
  'пейзаж',
  'животные',
  'цветы',
  'для детей',
  'город',
  'море',
  'новый год',
  'натюрморт',
  'абстракция',
  'подарок',
  'для начинающих',
  'для опытных',
  'большой формат',
  'распродажа',
  'эксклюзив',
  'бестселлер',
  'осень',
  'весна',
  'лето',
  'зима',
  'кошки',
  'собаки',
  'птицы',
] as const;

/**
 * English names of the hashtags (hashtags.name_en, decision 0017), one for each; a separate map so
 * HASHTAGS, which the random streams pick from, stays as it is.
 */
export const HASHTAG_EN: Record<(typeof HASHTAGS)[number], string> = {
  новинка: 'new',
  хит: 'top seller',
  пейзаж: 'landscape',
  животные: 'animals',
  цветы: 'flowers',
  'для детей': 'for kids',
  город: 'city',
  море: 'sea',
  'новый год': 'new year',
  натюрморт: 'still life',
  абстракция: 'abstract',
  подарок: 'gift',
  'для начинающих': 'for beginners',
  'для опытных': 'for experienced',
  'большой формат': 'large format',
  распродажа: 'sale',
  эксклюзив: 'exclusive',
  бестселлер: 'bestseller',
  осень: 'autumn',
  весна: 'spring',
  лето: 'summer',
  зима: 'winter',
  кошки: 'cats',
  собаки: 'dogs',
  птицы: 'birds',
};

/** Product statuses (docs/rules.md#product statuses[].slug); most products are approved (docs/rules.md#spec-2). */
export const STATUSES = [
  { id: 1, slug: 'approved_by_content_manager', name: 'Проверено контент-менеджером' },
  { id: 2, slug: 'new', name: 'Новый товар' },
  { id: 3, slug: 'discontinued', name: 'Снят с производства' },
] as const;

export const SPECIALS = [
  'С золотыми красками',
  'Светится в темноте',
  'Лимитированная серия',
  'Эксклюзивный дизайн',
  'Двойной набор красок',
  'Голографические стразы',
] as const;

/** English values of the `special` property (product_properties.value_en, decision 0017). */
export const SPECIAL_EN: Record<(typeof SPECIALS)[number], string> = {
  'С золотыми красками': 'With gold paints',
  'Светится в темноте': 'Glows in the dark',
  'Лимитированная серия': 'Limited edition',
  'Эксклюзивный дизайн': 'Exclusive design',
  'Двойной набор красок': 'Double set of paints',
  'Голографические стразы': 'Holographic rhinestones',
};

export const RUSSIAN_CITIES = [
  'Москва',
  'Санкт-Петербург',
  'Казань',
  'Екатеринбург',
  'Новосибирск',
  'Нижний Новгород',
  'Самара',
  'Краснодар',
  'Ростов-на-Дону',
  'Воронеж',
  'Пермь',
  'Уфа',
  'Челябинск',
  'Тюмень',
  'Ярославль',
  'Тула',
  'Калининград',
  'Сочи',
  'Томск',
  'Иркутск',
] as const;

export const OUTLET_BRANDS = [
  'Хобби-маркет',
  'Творческая мастерская',
  'Арт-уголок',
  'Мир творчества',
  'Палитра',
  'Креатив',
  'Умелые ручки',
  'Хобби-центр',
  'Радуга творчества',
  'Мастерилка',
  'Вдохновение',
  'Рукодельница',
  'Холст и кисть',
] as const;

export const OUTLET_PLACES = [
  'на Ленина',
  'на Мира',
  'на Советской',
  'на Гагарина',
  'на Пушкинской',
  'на Садовой',
  'в ТЦ «Мега»',
  'в ТЦ «Аура»',
  'в ТРК «Галерея»',
  'у вокзала',
  'в центре',
  'на Набережной',
  'в ТЦ «Европа»',
  'на Кирова',
  'на Московской',
] as const;

/** Cities of the European (English-version, EUR) outlets. */
export const EUROPEAN_CITIES = [
  'Berlin',
  'Vienna',
  'Munich',
  'Amsterdam',
  'Riga',
  'Vilnius',
  'Tallinn',
  'Ljubljana',
  'Bratislava',
  'Milan',
] as const;

export const EUROPEAN_OUTLET_BRANDS = [
  'Hobby Corner',
  'Craft Studio',
  'Art & Joy',
  'Colour Box',
  'Paint Point',
  'Happy Hands',
  'Creative Nest',
] as const;

/** `{city}` is replaced by the outlet's city. */
export const EUROPEAN_OUTLET_PLACES = [
  '{city} Centre',
  '{city} Old Town',
  '{city} Mall',
  '{city} Station',
  '{city} Riverside',
] as const;

export const EUROPEAN_SHELF_ALIASES = [
  'Wall by the door',
  'Till display',
  'Large paintings',
  'Middle rack',
  'New arrivals shelf',
] as const;

/** Company names of the European partners' profiles. */
export const EUROPEAN_COMPANIES = [
  'Hobby Trade GmbH',
  'Creative Supplies B.V.',
  'Art Retail SIA',
  'Crafts & Co d.o.o.',
  'Colour World s.r.o.',
] as const;

export const SHELF_ALIASES = [
  'Стена у входа',
  'Витрина у кассы',
  'Большие картины',
  'Стеллаж в зале',
  'Островная витрина',
  'Полка новинок',
] as const;

/** Delivery methods; `needsService`: the buyer picks a delivery service with it (docs/rules.md#delivery-lookups). */
export const DELIVERY_METHODS = [
  { id: 1, ru: 'Самовывоз', en: 'Pickup', needsService: false },
  { id: 2, ru: 'Курьер', en: 'Courier', needsService: false },
  { id: 3, ru: 'Транспортная компания', en: 'Transport company', needsService: true },
] as const;

export const DELIVERY_SERVICES = [
  { id: 1, ru: 'СДЭК', en: 'CDEK' },
  { id: 2, ru: 'Деловые линии', en: 'Delovye Linii' },
  { id: 3, ru: 'Почта России', en: 'Russian Post' },
  { id: 4, ru: 'ПЭК', en: 'PEK' },
] as const;

export const COUNTRIES = [
  { id: 1, ru: 'Россия', en: 'Russia' },
  { id: 2, ru: 'Беларусь', en: 'Belarus' },
  { id: 3, ru: 'Казахстан', en: 'Kazakhstan' },
] as const;

export const CITIES = [
  { id: 1, countryId: 1, ru: 'Москва', en: 'Moscow' },
  { id: 2, countryId: 1, ru: 'Санкт-Петербург', en: 'Saint Petersburg' },
  { id: 3, countryId: 1, ru: 'Казань', en: 'Kazan' },
  { id: 4, countryId: 1, ru: 'Екатеринбург', en: 'Yekaterinburg' },
  { id: 5, countryId: 1, ru: 'Новосибирск', en: 'Novosibirsk' },
  { id: 6, countryId: 1, ru: 'Нижний Новгород', en: 'Nizhny Novgorod' },
  { id: 7, countryId: 1, ru: 'Самара', en: 'Samara' },
  { id: 8, countryId: 1, ru: 'Краснодар', en: 'Krasnodar' },
  { id: 9, countryId: 2, ru: 'Минск', en: 'Minsk' },
  { id: 10, countryId: 2, ru: 'Гомель', en: 'Gomel' },
  { id: 11, countryId: 2, ru: 'Брест', en: 'Brest' },
  { id: 12, countryId: 2, ru: 'Витебск', en: 'Vitebsk' },
  { id: 13, countryId: 3, ru: 'Алматы', en: 'Almaty' },
  { id: 14, countryId: 3, ru: 'Астана', en: 'Astana' },
  { id: 15, countryId: 3, ru: 'Шымкент', en: 'Shymkent' },
  { id: 16, countryId: 3, ru: 'Караганда', en: 'Karaganda' },
] as const;

/** What's new (docs/rules.md#update-log-record), newest last; `daysAgo` from the day of seeding. */
export const UPDATE_LOG = [
  {
    daysAgo: 150,
    major: true,
    onlyFranchising: false,
    ru: 'Новый каталог: быстрый поиск по коду и названию, фильтры по хэштегам и наличию, сортировка по цене и продажам.',
    en: 'New catalogue: quick search by code and name, filters by hashtag and stock, sorting by price and sales.',
  },
  {
    daysAgo: 110,
    major: false,
    onlyFranchising: true,
    ru: 'Автозаказ для торговых точек: заказ рассчитывается по продажам за отчётный период, остаткам, поставкам и вместимости полок.',
    en: "Auto order for retail outlets: the order is calculated from the report period's sales, stock, supplies and shelf capacity.",
  },
  {
    daysAgo: 85,
    major: false,
    onlyFranchising: true,
    ru: 'Рейтинг торговых точек: сравните продажи своих магазинов со всей сетью.',
    en: "Outlet ranking: compare your outlets' sales with the whole network.",
  },
  {
    daysAgo: 60,
    major: false,
    onlyFranchising: false,
    ru: 'Умные рекомендации: отметки «Хит вашего магазина», «Набирает популярность», «Советуем закупить», «Вы упускаете» и «На витрине».',
    en: 'Smart recommendations: badges for your top sellers, trending items, products to buy, products you overlook and showcase picks.',
  },
  {
    daysAgo: 38,
    major: false,
    onlyFranchising: true,
    ru: 'Заполненность магазина: полоса показывает, сколько места осталось на полках по каждой категории, размеру и премиум-серии.',
    en: 'Store occupancy: a bar shows how much shelf space is left per category, size and premium line.',
  },
  {
    daysAgo: 21,
    major: false,
    onlyFranchising: false,
    ru: 'Счёт на оплату в PDF формируется сразу после оформления заказа.',
    // The English texts are what the European version's users read: it issues no invoice and has no
    // image export (docs/rules.md#spec-9, docs/rules.md#media-export-alert), so they promise neither (issue 16, item 12).
    en: 'Every order has its own page right after checkout: its lines, sums and status, and "Order again" to refill the basket.',
  },
  {
    daysAgo: 6,
    major: true,
    onlyFranchising: false,
    ru: 'Выгрузка всех изображений товаров одним архивом и новые фотографии для всего ассортимента.',
    en: 'New photos for the whole range: a bigger main picture and up to three more per product.',
  },
] as const;
