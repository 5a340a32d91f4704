/** The data sets the bench runs on: the bench scale (kits_bench) and ten times it (kits_bench_big). */
export const BENCH_SCALES = ['bench', 'big'] as const;
export type BenchScale = (typeof BENCH_SCALES)[number];

/**
 * Flags of `npm run bench`: `--reseed`, `--duration` and `--warmup` in seconds, `--connections`;
 * `--scale bench|big` (default bench: the data set, and the section of docs/benchmarks.md written —
 * big writes its own sub-section); for the fuzz area `--requests` (generated requests per database)
 * and `--seed`; for the web area `--sizes-only` (the build and its gzip sizes, no servers or
 * browser: the timing table of the last full run is kept); `--only=<part>` runs one part of an area
 * (catalog: `computed`, the list cases with nothing kept) and prints its report without rewriting
 * docs/benchmarks.md.
 */
export type BenchOptions = {
  reseed: boolean;
  duration: number;
  connections: number;
  warmup: number;
  requests: number;
  seed: number;
  sizesOnly: boolean;
  /** One part of the area (`--only=…`); undefined: the whole area. */
  only?: string;
  scale: BenchScale;
};

/** How a report names the data set of `scale`: "the bench scale" or "the big scale (…)". */
export const scaleData = (scale: BenchScale) =>
  scale === 'big' ? 'the big scale (`--scale big`, docs/rules.md#big-data)' : 'the bench scale';

/** The command that reproduces `area` at `scale`, in backticks: `npm run bench -- order-send --scale big`. */
export const reproduce = (area: string, scale: BenchScale) =>
  `\`npm run bench -- ${area}${scale === 'big' ? ' --scale big' : ''}\``;
