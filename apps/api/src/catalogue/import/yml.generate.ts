import { Readable } from 'node:stream';
import iconv from 'iconv-lite';

export interface YmlFeedOptions {
  /** Number of offers. */
  offers: number;
  /** Same seed, same bytes. */
  seed?: number;
  encoding?: 'utf-8' | 'windows-1251';
  /** Offers per chunk pushed to the stream. */
  batch?: number;
}

/** Root categories: the kit kind that starts an offer's name, and its subcategories. */
const KINDS = [
  {
    root: 'Картины по номерам',
    kind: 'Картина по номерам',
    children: ['Пейзажи', 'Животные', 'Цветы', 'Города'],
  },
  { root: 'Алмазная мозаика', kind: 'Алмазная мозаика', children: ['Натюрморты', 'Животные', 'Абстракция'] },
  { root: 'Вышивка', kind: 'Набор для вышивания', children: ['Крестом', 'Гладью', 'Бисером'] },
  { root: 'Сборные модели', kind: 'Сборная модель', children: ['Самолёты', 'Танки', 'Корабли'] },
  {
    root: 'Наборы для творчества',
    kind: 'Набор для творчества',
    children: ['Мыловарение', 'Свечи', 'Украшения'],
  },
  { root: 'Деревянные конструкторы', kind: 'Деревянный конструктор', children: ['Механические', '3D-пазлы'] },
];
const ADJECTIVES = [
  'Осенний',
  'Летний',
  'Зимний',
  'Весенний',
  'Туманный',
  'Солнечный',
  'Ночной',
  'Морской',
  'Горный',
];
const NOUNS = ['лес', 'берег', 'город', 'сад', 'мост', 'маяк', 'причал', 'луг', 'замок', 'парк', 'вокзал'];
const VENDORS = [
  { name: 'Краски Севера', code: 'KS' },
  { name: 'Мастерская Лис', code: 'ML' },
  { name: 'Алмазный век', code: 'AV' },
  { name: 'Модельщик', code: 'MD' },
  { name: 'Игла и нить', code: 'IN' },
  { name: 'Деревяшкин', code: 'DR' },
];
/** Latin x: windows-1251 has no ×. */
const SIZES = ['20x30', '30x40', '40x50', '50x65'];

/** mulberry32: a small deterministic PRNG in [0, 1). */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

/**
 * A realistic YML feed of hobby kits for benchmarks, streamed in batches (never held whole):
 * a 2-level category tree, simplified and vendor.model offers, CDATA HTML descriptions, params
 * with units, repeated pictures, offers without vendorCode, size variants sharing a group_id.
 * Every offer is valid: `options.offers` items come out of `parseYml`.
 */
export function generateYmlFeed(options: YmlFeedOptions): Readable {
  const { offers, seed = 1, encoding = 'utf-8', batch = 200 } = options;
  const rnd = random(seed);
  const categories: { id: number; kind: string; size: boolean }[] = [];

  function* chunks(): Generator<string> {
    let head = `<?xml version="1.0" encoding="${encoding === 'utf-8' ? 'UTF-8' : 'windows-1251'}"?>\n`;
    head += `<yml_catalog date="2025-03-01T10:00+03:00">\n<shop>\n<name>Хобби Опт</name>\n`;
    head += `<company>ООО «Хобби Опт»</company>\n<url>https://hobby-opt.example</url>\n`;
    head += `<currencies><currency id="RUR" rate="1"/></currencies>\n<categories>\n`;
    KINDS.forEach((kind, i) => {
      const rootId = (i + 1) * 100;
      head += `<category id="${rootId}">${kind.root}</category>\n`;
      kind.children.forEach((child, j) => {
        head += `<category id="${rootId + j + 1}" parentId="${rootId}">${child}</category>\n`;
        categories.push({ id: rootId + j + 1, kind: kind.kind, size: i < 3 });
      });
    });
    yield `${head}</categories>\n<offers>\n`;
    let text = '';
    for (let n = 1; n <= offers; n++) {
      text += offer(n);
      if (n % batch === 0) {
        yield text;
        text = '';
      }
    }
    yield `${text}</offers>\n</shop>\n</yml_catalog>\n`;
  }

  function offer(n: number): string {
    const category = rnd.pick(categories);
    const vendor = rnd.pick(VENDORS);
    const title = `«${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)}»`;
    const size = category.size ? rnd.pick(SIZES) : null;
    const vendorModel = rnd.chance(0.3);
    const price = rnd.int(190, 9900);
    const pictures = Array.from(
      { length: rnd.int(1, 4) },
      (_, i) => `https://img.hobby-opt.example/${n}/${i + 1}.jpg`,
    );
    if (rnd.chance(0.1)) pictures.push(pictures[0]!);
    const lines = [
      `<offer id="${n}" available="${rnd.chance(0.9)}"${vendorModel ? ' type="vendor.model"' : ''}${
        size && rnd.chance(0.2) ? ` group_id="g${Math.ceil(n / 3)}"` : ''
      }>`,
      vendorModel
        ? `<typePrefix>${category.kind}</typePrefix><vendor>${vendor.name}</vendor><model>${title}${size ? ` ${size}` : ''}</model>`
        : `<name>${category.kind} ${title}${size ? ` ${size} см` : ''}</name><vendor>${vendor.name}</vendor>`,
      `<url>https://hobby-opt.example/p/${n}</url>`,
      `<price>${price}</price>${rnd.chance(0.3) ? `<oldprice>${price + rnd.int(50, 1500)}</oldprice>` : ''}`,
      `<currencyId>RUR</currencyId><categoryId>${category.id}</categoryId>`,
      ...pictures.map((url) => `<picture>${url}</picture>`),
      rnd.chance(0.85) ? `<vendorCode>${vendor.code}-${String(n).padStart(6, '0')}</vendorCode>` : '',
      description(category.kind, title),
      size
        ? `<param name="Размер" unit="см">${size}</param>`
        : `<param name="Количество деталей" unit="шт">${rnd.int(20, 400)}</param>`,
      `<param name="Сложность">${rnd.int(1, 5)} из 5</param><param name="Возраст" unit="лет">${rnd.pick(['6+', '10+', '14+'])}</param>`,
      `<barcode>460${String(rnd.int(0, 9_999_999_999)).padStart(10, '0')}</barcode>`,
      `<weight>${(rnd.int(100, 2500) / 1000).toFixed(3)}</weight><count>${rnd.int(0, 500)}</count>`,
      '</offer>\n',
    ];
    return lines.join('\n');
  }

  function description(kind: string, title: string): string {
    const roll = rnd.next();
    if (roll < 0.1) return '';
    const text = `${kind} ${title}: всё необходимое для работы в одной коробке.`;
    if (roll < 0.4) return `<description>${text}</description>`;
    const items = ['инструкция', 'схема', 'материалы', 'упаковка с ручкой'].slice(0, rnd.int(1, 4));
    return `<description><![CDATA[<p>${text}</p><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>]]></description>`;
  }

  const source = chunks();
  return Readable.from(
    (function* () {
      for (const chunk of source)
        yield encoding === 'utf-8' ? Buffer.from(chunk) : iconv.encode(chunk, 'windows-1251');
    })(),
  );
}
