/**
 * Times the catalogue search (docs/rules.md#search) over 10,000 synthetic Russian and English
 * products and weighs its index (heap and typed arrays), by hand:
 *
 *   node --expose-gc --import tsx apps/api/src/catalogue/catalog/bench/search-bench.ts [products]
 *
 * Prints the build time, the index's heap, and per query the matches, the median and p99 µs (wall clock) and the mean CPU µs.
 */

import { buildSearchIndex, type SearchDoc, searchProducts } from '../search/search-index';

const KINDS = [
  ['Картина по номерам', 'Painting by numbers'],
  ['Алмазная мозаика', 'Diamond painting'],
  ['3D-пазл', '3D puzzle'],
  ['Вышивка крестиком', 'Cross stitch'],
  ['Деревянный конструктор', 'Wooden constructor'],
  ['Картина шерстью', 'Wool painting'],
  ['Румбокс', 'Roombox'],
  ['Ловец снов', 'Dreamcatcher'],
] as const;
const SUBJECTS = [
  ['Кот на окне', 'Cat at the window'],
  ['Закат над морем', 'Sunset over the sea'],
  ['Ёлка в лесу', 'Fir tree in the forest'],
  ['Горный пейзаж', 'Mountain landscape'],
  ['Цветы в вазе', 'Flowers in a vase'],
  ['Ночной город', 'City at night'],
  ['Олень', 'Deer'],
  ['Маяк', 'Lighthouse'],
  ['Пионы', 'Peonies'],
  ['Старый мост', 'Old bridge'],
] as const;
const WORDS = (
  'набор содержит холст краски кисти схему инструкцию подходит для начинающих и опытных мастеров ' +
  'kit contains canvas paints brushes pattern instructions suitable for beginners and experienced artists'
).split(' ');

/** The n-th synthetic product: a code like "AB-01234", names in both languages, description and tags. */
function doc(n: number): SearchDoc {
  const [kindRu, kindEn] = KINDS[n % KINDS.length]!;
  const [subjectRu, subjectEn] = SUBJECTS[Math.floor(n / KINDS.length) % SUBJECTS.length]!;
  const code = `${'ABCDEFGH'[n % 8]}${'KLMN'[n % 4]}-${String(n).padStart(5, '0')}`;
  const description = Array.from({ length: 40 }, (_, at) => WORDS[(n * 7 + at * 13) % WORDS.length]!);
  return {
    id: n + 1,
    code,
    names: [`${kindRu} «${subjectRu}» ${n}`, `${kindEn} "${subjectEn}" ${n}`],
    terms: [
      description.join(' '),
      `${30 + (n % 3) * 10}x${40 + (n % 3) * 10}`,
      `#${subjectEn.split(' ')[0]}`,
    ],
  };
}

const QUERIES = [
  'cm-01234',
  'CM 01234',
  '1234',
  'пазл',
  'закат',
  'елка',
  'ЁЛКА В ЛЕСУ',
  'картина  закат',
  'sunset',
  'wool paint',
  'холст',
  'brushes',
  'мозаика олень 77',
  'ничего такого',
  'ab',
  'а',
];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const count = Number(process.argv[2] ?? 10_000);
const docs = Array.from({ length: count }, (_, n) => doc(n));
gc();
/** Heap plus typed arrays' buffers (outside the heap), in bytes. */
const used = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const before = used();
const started = performance.now();
const buildCpu = process.cpuUsage();
const index = buildSearchIndex(docs);
const buildMs = performance.now() - started;
const buildTimes = process.cpuUsage(buildCpu);
const buildCpuMs = (buildTimes.user + buildTimes.system) / 1000;
gc();
const indexMb = (used() - before) / 2 ** 20;
console.log(
  `${count} products: build ${buildMs.toFixed(0)} ms (CPU ${buildCpuMs.toFixed(0)} ms), index ${indexMb.toFixed(1)} MB (heap + typed arrays)`,
);

const RUNS = 300;
const medians: number[] = [];
for (const q of QUERIES) {
  const times: number[] = [];
  let found = 0;
  const cpu = process.cpuUsage();
  for (let run = 0; run < RUNS; run += 1) {
    const t = performance.now();
    found = searchProducts(index, q).length;
    times.push((performance.now() - t) * 1000);
  }
  const { user, system } = process.cpuUsage(cpu); // CPU time: what a loaded machine's waits leave out
  times.sort((a, b) => a - b);
  medians.push(percentile(times, 0.5));
  const [median, p99, cpuMean] = [percentile(times, 0.5), percentile(times, 0.99), (user + system) / RUNS];
  console.log(
    `${JSON.stringify(q).padEnd(18)} ${String(found).padStart(6)} found  median ${median.toFixed(0).padStart(5)} µs` +
      `  p99 ${p99.toFixed(0).padStart(6)} µs  CPU mean ${cpuMean.toFixed(0).padStart(5)} µs`,
  );
}
medians.sort((a, b) => a - b);
const { loadavg } = await import('node:os');
console.log(
  `median of the medians ${percentile(medians, 0.5).toFixed(0)} µs; load ${loadavg()[0]!.toFixed(2)}`,
);
