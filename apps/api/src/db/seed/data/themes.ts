/** Subjects of the product names, in Russian and English, with the hashtag they suggest. */
export type Theme = {
  ru: string;
  en: string;
  tag?: string /** Accessories: base wholesale price, roubles. */;
  price?: number;
};

type Pair = readonly [ru: string, en: string];

/** Every subject with every setting: «Закат в горах» / “Sunset in the mountains”. */
function combine(tag: string, subjects: readonly Pair[], settings: readonly Pair[]): Theme[] {
  return subjects.flatMap(([sr, se]) =>
    settings.map(([pr, pe]) => ({ ru: `${sr} ${pr}`.trim(), en: `${se} ${pe}`.trim(), tag })),
  );
}
const plain = (tag: string | undefined, pairs: readonly Pair[]): Theme[] =>
  pairs.map(([ru, en]) => ({ ru, en, tag }));
const priced = (items: readonly (readonly [string, string, number])[]): Theme[] =>
  items.map(([ru, en, price]) => ({ ru, en, price }));

const nums = (values: readonly number[], make: (n: number) => readonly [string, string, number]) =>
  values.map(make);

export const THEMES = {
  landscape: combine(
    'пейзаж',
    [
      ['Закат', 'Sunset'],
      ['Рассвет', 'Dawn'],
      ['Туман', 'Mist'],
      ['Золотая осень', 'Golden autumn'],
      ['Летний вечер', 'Summer evening'],
      ['Гроза', 'Thunderstorm'],
      ['Лунная ночь', 'Moonlit night'],
      ['Северное сияние', 'Northern lights'],
      ['Весенний ручей', 'Spring brook'],
      ['Тихое утро', 'Quiet morning'],
    ],
    [
      ['в горах', 'in the mountains'],
      ['над озером', 'over the lake'],
      ['в лесу', 'in the forest'],
      ['в деревне', 'in the village'],
      ['над рекой', 'over the river'],
      ['в поле', 'in the field'],
      ['на Алтае', 'in Altai'],
      ['в Карелии', 'in Karelia'],
      ['на Байкале', 'at Lake Baikal'],
    ],
  ),
  city: combine(
    'город',
    [
      ['Улочка Парижа', 'Paris street'],
      ['Венеция', 'Venice'],
      ['Старая Прага', 'Old Prague'],
      ['Набережная Петербурга', 'St Petersburg embankment'],
      ['Кофейня на углу', 'Corner café'],
      ['Лондон', 'London'],
      ['Огни Нью-Йорка', 'New York lights'],
      ['Старый трамвай', 'Old tram'],
    ],
    [
      ['ночью', 'at night'],
      ['в дождь', 'in the rain'],
      ['на закате', 'at sunset'],
      ['зимой', 'in winter'],
      ['весной', 'in spring'],
    ],
  ),
  animals: combine(
    'животные',
    [
      ['Рыжий кот', 'Ginger cat'],
      ['Лисёнок', 'Fox cub'],
      ['Панда', 'Panda'],
      ['Волк', 'Wolf'],
      ['Сова', 'Owl'],
      ['Енот', 'Raccoon'],
      ['Белый тигр', 'White tiger'],
      ['Олень', 'Deer'],
      ['Лошадь', 'Horse'],
      ['Щенок хаски', 'Husky puppy'],
      ['Попугаи', 'Parrots'],
      ['Лебеди', 'Swans'],
    ],
    [
      ['на подоконнике', 'on the windowsill'],
      ['в лесу', 'in the forest'],
      ['на снегу', 'in the snow'],
      ['у реки', 'by the river'],
      ['под луной', 'under the moon'],
      ['среди цветов', 'among flowers'],
    ],
  ),
  flowers: combine(
    'цветы',
    [
      ['Пионы', 'Peonies'],
      ['Розы', 'Roses'],
      ['Тюльпаны', 'Tulips'],
      ['Маки', 'Poppies'],
      ['Подсолнухи', 'Sunflowers'],
      ['Сирень', 'Lilac'],
      ['Лаванда', 'Lavender'],
      ['Ромашки', 'Daisies'],
      ['Орхидеи', 'Orchids'],
      ['Сакура', 'Sakura'],
      ['Гортензии', 'Hydrangeas'],
    ],
    [
      ['в вазе', 'in a vase'],
      ['в корзине', 'in a basket'],
      ['на окне', 'on the window'],
      ['в саду', 'in the garden'],
      ['в поле', 'in the field'],
      ['с бабочками', 'with butterflies'],
    ],
  ),
  sea: combine(
    'море',
    [
      ['Парусник', 'Sailing ship'],
      ['Маяк', 'Lighthouse'],
      ['Дельфины', 'Dolphins'],
      ['Морской берег', 'Seashore'],
      ['Рыбацкая лодка', 'Fishing boat'],
    ],
    [
      ['на закате', 'at sunset'],
      ['в шторм', 'in a storm'],
      ['в лунном свете', 'in the moonlight'],
      ['у скал', 'by the cliffs'],
    ],
  ),
  winter: combine(
    'новый год',
    [
      ['Рождественская ночь', 'Christmas night'],
      ['Снеговик', 'Snowman'],
      ['Дед Мороз', 'Father Frost'],
      ['Зимний домик', 'Winter cottage'],
      ['Ёлка', 'Christmas tree'],
    ],
    [
      ['в лесу', 'in the forest'],
      ['в снегопад', 'in the snowfall'],
      ['под звёздами', 'under the stars'],
      ['', ''],
    ],
  ),
  stilllife: combine(
    'натюрморт',
    [
      ['Натюрморт с фруктами', 'Still life with fruit'],
      ['Чаепитие', 'Tea time'],
      ['Кофе и книги', 'Coffee and books'],
      ['Спелый виноград', 'Ripe grapes'],
      ['Осенний урожай', 'Autumn harvest'],
    ],
    [
      ['', ''],
      ['на террасе', 'on the terrace'],
      ['у окна', 'by the window'],
    ],
  ),
  kids: combine(
    'для детей',
    [
      ['Единорог', 'Unicorn'],
      ['Мишка', 'Teddy bear'],
      ['Зайчик', 'Bunny'],
      ['Дракончик', 'Little dragon'],
      ['Котёнок', 'Kitten'],
      ['Динозаврик', 'Little dinosaur'],
      ['Русалочка', 'Little mermaid'],
      ['Космонавт', 'Astronaut'],
    ],
    [
      ['на радуге', 'on a rainbow'],
      ['в облаках', 'in the clouds'],
      ['с шариками', 'with balloons'],
      ['в сказочном лесу', 'in a fairy forest'],
    ],
  ),
  abstract: plain('абстракция', [
    ['Мандала', 'Mandala'],
    ['Золотые линии', 'Golden lines'],
    ['Геометрия цвета', 'Colour geometry'],
    ['Космос', 'Outer space'],
    ['Галактика', 'Galaxy'],
    ['Морская волна', 'Sea wave'],
    ['Цветные сны', 'Colourful dreams'],
  ]),
  toyAnimals: combine(
    'животные',
    [
      ['Зайка Тильда', 'Tilda bunny'],
      ['Кот Басик', 'Basik the cat'],
      ['Мишка Тедди', 'Teddy bear'],
      ['Лисичка Алиса', 'Alice the fox'],
      ['Ёжик', 'Hedgehog'],
      ['Слонёнок', 'Baby elephant'],
      ['Пингвин', 'Penguin'],
    ],
    [
      ['в платье', 'in a dress'],
      ['с шарфом', 'with a scarf'],
      ['в пижаме', 'in pyjamas'],
      ['с сердечком', 'with a heart'],
    ],
  ),
  toyDolls: combine(
    'для детей',
    [
      ['Кукла Маша', 'Masha doll'],
      ['Вальдорфская кукла', 'Waldorf doll'],
      ['Кукла-ангел', 'Angel doll'],
      ['Кукла Тильда', 'Tilda doll'],
    ],
    [
      ['в сарафане', 'in a sundress'],
      ['с косичками', 'with braids'],
      ['в шляпке', 'in a hat'],
      ['с цветами', 'with flowers'],
    ],
  ),
  toyXmas: combine(
    'новый год',
    [
      ['Снеговик', 'Snowman'],
      ['Олень Рудольф', 'Rudolph the reindeer'],
      ['Ёлочка', 'Little Christmas tree'],
      ['Дед Мороз', 'Father Frost'],
      ['Снегурочка', 'Snow Maiden'],
    ],
    [
      ['', ''],
      ['с подарком', 'with a present'],
      ['в колпачке', 'in a cap'],
    ],
  ),
  rooms: plain(undefined, [
    ['Уютная кофейня', 'Cosy café'],
    ['Книжная лавка', 'Book shop'],
    ['Цветочный магазин', 'Flower shop'],
    ['Японская улочка', 'Japanese alley'],
    ['Домик волшебника', "Wizard's house"],
    ['Мастерская художника', "Artist's studio"],
    ['Чайная комната', 'Tea room'],
    ['Пекарня', 'Bakery'],
    ['Летняя веранда', 'Summer veranda'],
    ['Рождественская гостиная', 'Christmas living room'],
    ['Парижский балкон', 'Paris balcony'],
    ['Кондитерская', 'Pastry shop'],
  ]),
  nooks: plain(undefined, [
    ['Ночной Токио', 'Tokyo at night'],
    ['Волшебная аллея', 'Magic alley'],
    ['Старый Лондон', 'Old London'],
    ['Лесная библиотека', 'Forest library'],
    ['Звёздный переулок', 'Starry lane'],
    ['Улица Диагон', 'Wizard street'],
  ]),
  mechanisms: plain(undefined, [
    ['Часы с маятником', 'Pendulum clock'],
    ['Шкатулка-сейф', 'Safe box'],
    ['Музыкальная шкатулка', 'Music box'],
    ['Глобус', 'Globe'],
    ['Ветряная мельница', 'Windmill'],
    ['Механический театр', 'Mechanical theatre'],
    ['Копилка-лабиринт', 'Maze money box'],
  ]),
  vehicles: plain(undefined, [
    ['Паровоз', 'Steam locomotive'],
    ['Трамвай', 'Tram'],
    ['Мотоцикл', 'Motorcycle'],
    ['Биплан', 'Biplane'],
    ['Грузовик', 'Truck'],
    ['Парусник «Санта-Мария»', 'Santa Maria sailing ship'],
    ['Ретро-автомобиль', 'Vintage car'],
  ]),
  buildings: plain(undefined, [
    ['Эйфелева башня', 'Eiffel Tower'],
    ['Колесо обозрения', 'Ferris wheel'],
    ['Замок', 'Castle'],
    ['Маяк', 'Lighthouse'],
    ['Собор', 'Cathedral'],
    ['Карусель', 'Carousel'],
  ]),
  houses: plain('для детей', [
    ['Домик в деревне', 'Village house'],
    ['Замок принцессы', 'Princess castle'],
    ['Пряничный домик', 'Gingerbread house'],
    ['Маяк', 'Lighthouse'],
    ['Мельница', 'Mill'],
    ['Теремок', 'Fairy-tale tower'],
  ]),
  figures: plain('для детей', [
    ['Кошка', 'Cat'],
    ['Динозавр', 'Dinosaur'],
    ['Лошадка', 'Pony'],
    ['Слон', 'Elephant'],
    ['Ракета', 'Rocket'],
    ['Сова', 'Owl'],
  ]),
  dreams: combine(
    'подарок',
    [
      ['Лесная сказка', 'Forest tale'],
      ['Перо феникса', 'Phoenix feather'],
      ['Лунный свет', 'Moonlight'],
      ['Северный ветер', 'North wind'],
      ['Солнечный круг', 'Circle of the sun'],
      ['Белая сова', 'White owl'],
      ['Звёздная ночь', 'Starry night'],
    ],
    [
      [', бирюзовый', ', turquoise'],
      [', розовый', ', pink'],
      [', белый', ', white'],
      [', лиловый', ', lilac'],
    ],
  ).map((t) => ({ ...t, ru: t.ru.replace(' ,', ','), en: t.en.replace(' ,', ',') })),
  brushes: priced([
    ...nums([3, 5, 7, 10], (n) => [
      `Набор кистей синтетика, ${n} шт.`,
      `Synthetic brush set, ${n} pcs`,
      60 + n * 25,
    ]),
    ...nums([0, 1, 2, 3, 4, 5, 6], (n) => [
      `Кисть белка круглая №${n}`,
      `Round squirrel brush No. ${n}`,
      45 + n * 8,
    ]),
    ...nums([2, 4, 6, 8], (n) => [`Кисть щетина плоская №${n}`, `Flat bristle brush No. ${n}`, 40 + n * 6]),
  ]),
  paints: priced([
    ...nums([6, 12, 24], (n) => [
      `Акриловые краски, ${n} цветов по 20 мл`,
      `Acrylic paints, ${n} colours × 20 ml`,
      90 + n * 22,
    ]),
    ...[
      ['белила титановые', 'titanium white'],
      ['ультрамарин', 'ultramarine'],
      ['кадмий жёлтый', 'cadmium yellow'],
      ['краплак красный', 'crimson lake'],
      ['изумрудная зелень', 'emerald green'],
      ['сажа газовая', 'carbon black'],
      ['охра светлая', 'light ochre'],
      ['золото', 'gold'],
    ].map(([ru, en]) => [`Краска акриловая «${ru}», 20 мл`, `Acrylic paint “${en}”, 20 ml`, 55] as const),
    ['Лак акриловый глянцевый, 50 мл', 'Acrylic varnish, gloss, 50 ml', 140],
    ['Лак акриловый матовый, 50 мл', 'Acrylic varnish, matte, 50 ml', 140],
    ['Клей для алмазной мозаики, 30 мл', 'Diamond painting glue, 30 ml', 95],
  ]),
  organisers: priced([
    ...nums([28, 36, 60, 84], (n) => [
      `Органайзер для страз, ${n} ячеек`,
      `Drill organiser, ${n} compartments`,
      90 + n * 3,
    ]),
    ['Кейс для хранения мозаики', 'Diamond painting storage case', 690],
    ['Тубус для холстов', 'Canvas tube', 290],
    ['Папка для схем А3', 'A3 chart folder', 240],
  ]),
  tools: priced([
    ...[
      ['розовый', 'pink'],
      ['голубой', 'blue'],
      ['прозрачный', 'clear'],
    ].map(([ru, en]) => [`Стилус для алмазной мозаики, ${ru}`, `Diamond painting pen, ${en}`, 45] as const),
    ['Пинцет изогнутый', 'Curved tweezers', 70],
    ...nums([15, 20, 25], (n) => [
      `Пяльцы деревянные, ${n} см`,
      `Wooden embroidery hoop, ${n} cm`,
      80 + n * 5,
    ]),
    ['Лайтпад А4 для мозаики', 'A4 light pad', 990],
    ['Иглы для вышивания, 10 шт.', 'Embroidery needles, 10 pcs', 60],
    ['Ножницы для рукоделия', 'Embroidery scissors', 180],
  ]),
  woodFrames: plain(undefined, [
    ['Классика, золото', 'Classic, gold'],
    ['Венге', 'Wenge'],
    ['Белый дуб', 'White oak'],
    ['Орех', 'Walnut'],
    ['Сосна натуральная', 'Natural pine'],
    ['Прованс', 'Provence'],
  ]),
  plasticFrames: plain(undefined, [
    ['Классика, серебро', 'Classic, silver'],
    ['Чёрный матовый', 'Matte black'],
    ['Модерн, белый', 'Modern, white'],
    ['Барокко', 'Baroque'],
  ]),
} satisfies Record<string, Theme[]>;

export type ThemeGroup = keyof typeof THEMES;
