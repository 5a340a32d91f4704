/**
 * Flags of `npm run bench`: `--reseed`, `--duration` and `--warmup` in seconds, `--connections`;
 * for the fuzz area `--requests` (generated requests per database) and `--seed`; for the web area
 * `--sizes-only` (the build and its gzip sizes, no servers or browser: the timing table of the last
 * full run is kept); `--only=<part>` runs one part of an area (catalog: `computed`, the list cases
 * with nothing kept) and prints its report without rewriting docs/benchmarks.md.
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
};
