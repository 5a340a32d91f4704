import type { Rng } from '../random';
import type { ProductKind } from './categories';
import type { Theme } from './themes';

type Texts = { ru: string; en: string };

const times = (size: string) => size.replace('x', '×');
/** A size in English: `25 см` → `25 cm`; dimensions (`40x50`) stay. */
export const cm = (size: string) => size.replace(' см', ' cm');

/** Product name in both languages: «Закат в горах» 40×50 / “Sunset in the mountains” 40×50. */
export function productName(kind: ProductKind, theme: Theme, size: string, group: string): Texts {
  const s = times(size);
  switch (kind) {
    case 'paint':
      return { ru: `Картина по номерам «${theme.ru}» ${s}`, en: `Paint by numbers “${theme.en}” ${s}` };
    case 'mosaic':
      return { ru: `Алмазная мозаика «${theme.ru}» ${s}`, en: `Diamond painting “${theme.en}” ${s}` };
    case 'ribbon':
      return { ru: `Вышивка лентами «${theme.ru}» ${s}`, en: `Ribbon embroidery kit “${theme.en}” ${s}` };
    case 'toy':
      return {
        ru: `Набор для шитья игрушки «${theme.ru}», ${size}`,
        en: `Toy sewing kit “${theme.en}”, ${cm(size)}`,
      };
    case 'roombox':
      return group === 'nooks'
        ? { ru: `Книжный уголок «${theme.ru}»`, en: `Book nook “${theme.en}”` }
        : { ru: `Румбокс «${theme.ru}»`, en: `Room box “${theme.en}”` };
    case 'wood':
      return { ru: `Деревянный конструктор «${theme.ru}»`, en: `Wooden model kit “${theme.en}”` };
    case 'puzzle3d':
      return { ru: `3D пазл-раскраска «${theme.ru}»`, en: `3D colouring puzzle “${theme.en}”` };
    case 'wool':
      return { ru: `Картина шерстью «${theme.ru}» ${s}`, en: `Wool painting kit “${theme.en}” ${s}` };
    case 'cross':
      return {
        ru: `Набор для вышивания крестиком «${theme.ru}» ${s}`,
        en: `Cross-stitch kit “${theme.en}” ${s}`,
      };
    case 'dreamcatcher': {
      const [ru, ruColour] = theme.ru.split(', ');
      const [en, enColour] = theme.en.split(', ');
      return { ru: `Ловец снов «${ru}», ${ruColour}, ${s}`, en: `Dreamcatcher “${en}”, ${enColour}, ${s}` };
    }
    case 'accessory':
      return { ru: theme.ru, en: theme.en };
    case 'frame':
      return { ru: `Багетная рама «${theme.ru}» ${s}`, en: `Picture frame “${theme.en}” ${s}` };
  }
}

const LEVELS = [
  ['лёгкая', 'easy'],
  ['средняя', 'medium'],
  ['сложная', 'hard'],
] as const;

/** A two- or three-sentence description of what is in the box. */
export function productDescription(kind: ProductKind, size: string, premium: boolean, r: Rng): Texts {
  const s = times(size);
  const [levelRu, levelEn] = r.pick(LEVELS);
  const colours = r.pick([18, 24, 30, 36]);
  const premiumRu = premium ? ' Премиум-серия: хлопковый холст и металлизированные краски.' : '';
  const premiumEn = premium ? ' Premium line: cotton canvas and metallic paints.' : '';
  const level = { ru: ` Сложность: ${levelRu}.`, en: ` Difficulty: ${levelEn}.` };
  switch (kind) {
    case 'paint':
      return {
        ru: `Набор для рисования по номерам: холст ${s} см на деревянном подрамнике, акриловые краски (${colours} цветов), 3 кисти и контрольный лист.${level.ru}${premiumRu}`,
        en: `Paint-by-numbers kit: a ${s} cm pre-printed canvas on a wooden stretcher, acrylic paints (${colours} colours), 3 brushes and a reference sheet.${level.en}${premiumEn}`,
      };
    case 'mosaic':
      return {
        ru: `Алмазная мозаика ${s} см с полной выкладкой: холст с клеевым слоем, стразы ${colours} цветов, стилус, пинцет и лоток.${level.ru}${premiumRu}`,
        en: `Full-drill diamond painting, ${s} cm: adhesive canvas, drills in ${colours} colours, pen, tweezers and tray.${level.en}${premiumEn}`,
      };
    case 'wool':
      return {
        ru: `Картина шерстью ${s} см: основа с эскизом, шерсть для валяния ${colours} оттенков, рамка со стеклом и пинцет.${level.ru}`,
        en: `Wool painting kit, ${s} cm: sketched base, felting wool in ${colours} shades, glazed frame and tweezers.${level.en}`,
      };
    case 'cross':
    case 'ribbon':
      return {
        ru: `Набор для вышивания ${s} см: канва с рисунком, ${kind === 'ribbon' ? 'атласные ленты' : 'мулине'} ${colours} цветов, иглы и подробная схема.${level.ru}`,
        en: `Embroidery kit, ${s} cm: printed canvas, ${kind === 'ribbon' ? 'satin ribbons' : 'stranded cotton'} in ${colours} colours, needles and a detailed chart.${level.en}`,
      };
    case 'toy':
      return {
        ru: `Всё для шитья игрушки высотой ${size}: выкройка, ткань, наполнитель, нитки и фурнитура. Подходит для начинающих.`,
        en: `Everything to sew a ${cm(size)} toy: pattern, fabric, stuffing, threads and trims. Suitable for beginners.`,
      };
    case 'roombox':
    case 'wood':
    case 'puzzle3d':
      return {
        ru: `Сборная модель ${s} см из ${kind === 'puzzle3d' ? 'плотного картона' : 'фанеры с лазерной резкой'}, без клея. В наборе инструкция с пошаговыми рисунками.${level.ru}`,
        en: `A ${s} cm model kit of ${kind === 'puzzle3d' ? 'thick card' : 'laser-cut plywood'}, no glue needed, with step-by-step illustrated instructions.${level.en}`,
      };
    case 'dreamcatcher':
      return {
        ru: `Набор для создания ловца снов ${s} см: обруч, нити, бусины и перья.`,
        en: `Make a ${s} cm dreamcatcher: hoop, threads, beads and feathers.`,
      };
    case 'accessory':
      return {
        ru: 'Аксессуар для творчества. Подходит к наборам нашего каталога.',
        en: 'A craft accessory that suits the kits of our catalogue.',
      };
    case 'frame':
      return {
        ru: `Багетная рама под холст ${s} см, с креплением для подвеса. Картина в комплект не входит.`,
        en: `A frame for ${s} cm canvases, with a hanger. The painting is not included.`,
      };
  }
}
