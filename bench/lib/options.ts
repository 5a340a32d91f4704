/**
 * Flags of `npm run bench`: `--reseed`, `--duration` and `--warmup` in seconds, `--connections`;
 * for the fuzz area `--requests` (generated requests per database) and `--seed`.
 */
export type BenchOptions = {
  reseed: boolean;
  duration: number;
  connections: number;
  warmup: number;
  requests: number;
  seed: number;
};
