/** Flags of `npm run bench`: `--reseed`, `--duration` and `--warmup` in seconds, `--connections`. */
export type BenchOptions = { reseed: boolean; duration: number; connections: number; warmup: number };
