import cluster, { type Worker } from 'node:cluster';

/**
 * The primary process of WEB_CONCURRENCY=N (docs/rules.md#web-concurrency): forks `workers` server
 * processes that listen on one shared port (node:cluster hands the connections out); it serves
 * nothing itself. SIGINT or SIGTERM goes on to every worker (each stops gracefully: no new
 * connections, requests in flight answered, its job runner stopped), and the primary exits once
 * all have. A worker that dies unasked is replaced, so one crash does not shrink the pool.
 * `onServing` runs once every worker listens; `onStopped` after the last worker is gone (closes
 * what the primary opened).
 */
export function runPrimary(options: {
  workers: number;
  say: (text: string) => void;
  onServing: () => void;
  onStopped: () => Promise<void>;
}): void {
  let stopping = false;
  let listening = 0;
  const fork = () => cluster.fork();
  cluster.on('listening', (worker: Worker) => {
    listening++;
    options.say(`server process ${worker.process.pid} listens (${listening} of ${options.workers})`);
    if (listening === options.workers) options.onServing();
  });
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0)
        void options.onStopped().then(() => process.exit(0));
      return;
    }
    options.say(`server process ${worker.process.pid} died (${signal ?? code}); starting another`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < options.workers; i++) fork();
}
