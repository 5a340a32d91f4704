// A parse thread's entry when the server runs from its TypeScript sources (tsx, vitest): Node 20
// runs no `--import` loader in worker threads, so this registers tsx in the thread, then calls the
// worker module's export. The built server never loads this file (parse-pool.ts, workerFile).
import { register } from 'tsx/esm/api';

register();

/** Piscina's task: `{ file, name, task }` → the result of `(await import(file))[name](task)`. */
export default async function run({ file, name, task }) {
  const module = await import(file);
  return module[name](task);
}
