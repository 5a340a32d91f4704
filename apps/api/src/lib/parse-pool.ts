import { availableParallelism } from 'node:os';
import type { TextLanguage } from '@kits/contract';
import type { Piscina } from 'piscina';
import { AppError } from './app-error';
import { message } from './messages';

/**
 * Parse threads of the process (docs/security.md#uploads): one less than the cores, at least one,
 * at most four. Uploaded files (spreadsheets, CSV) are read on these threads, never on the event
 * loop, so a heavy file delays only the files queued behind it, never another user's request.
 */
export const PARSE_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** Heap of one parse thread (MiB of V8's old generation); a file needing more fails, the server stays. */
export const PARSE_HEAP_MB = 256;
/** Longest a parse may run (ms); the thread is then terminated and the file refused. */
export const PARSE_TIMEOUT_MS = 20_000;
/** Files waiting for a thread at most; past it the upload is answered 503 at once. */
export const PARSE_QUEUE = 64;

/**
 * Why a parse failed for reasons of size or load rather than content: `timeout` (PARSE_TIMEOUT_MS),
 * `memory` (the thread's heap limit), `busy` (PARSE_QUEUE files already wait).
 */
export class ParsePoolError extends Error {
  constructor(readonly reason: 'timeout' | 'memory' | 'busy') {
    super(`parse ${reason}`);
    this.name = 'ParsePoolError';
  }
}

let pool: Promise<Piscina> | null = null;
/** Source runs (tsx, vitest) hand `.ts` workers to a loader shim; the built server runs `.mjs` ones. */
const fromSource = import.meta.url.endsWith('.ts');

/**
 * The file of a worker module beside the caller: `workerFile(import.meta.url, 'quick-order.worker')`
 * is `quick-order.worker.ts` in the sources and `quick-order.worker.mjs` in the built server
 * (scripts/build-server.mjs builds every `*.worker.ts` as an entry of its own, beside the chunks).
 */
export function workerFile(callerUrl: string, name: string): string {
  return new URL(`./${name}.${fromSource ? 'ts' : 'mjs'}`, callerUrl).href;
}

async function createPool(): Promise<Piscina> {
  // Loaded on the first upload, not at start (docs/rules.md#lazy-libraries).
  const { Piscina } = await import('piscina');
  return new Piscina({
    maxThreads: PARSE_THREADS,
    minThreads: 0,
    idleTimeout: 30_000,
    maxQueue: PARSE_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    // Source runs: the shim registers tsx in each thread, then imports the worker module.
    ...(fromSource ? { filename: new URL('./parse-pool.source.mjs', import.meta.url).href } : {}),
  });
}

/**
 * Runs the export `name` (default: `default`) of the worker module `file` (workerFile) with `task`
 * on a parse thread and answers its result. `transfer`: array buffers moved to the thread instead
 * of copied (the caller must not read them after). Results are structured clones: plain data, no
 * class instances (a worker answers a failure as a value, not as a thrown error).
 * @throws ParsePoolError timeout, memory, busy; any other error the worker throws.
 */
export async function runParse<R>(options: {
  file: string;
  name?: string;
  task: unknown;
  transfer?: ArrayBuffer[];
}): Promise<R> {
  pool ??= createPool();
  const threads = await pool;
  const name = options.name ?? 'default';
  const signal = AbortSignal.timeout(PARSE_TIMEOUT_MS);
  const run = fromSource
    ? threads.run(
        { file: options.file, name, task: options.task },
        { signal, transferList: options.transfer },
      )
    : threads.run(options.task, { filename: options.file, name, signal, transferList: options.transfer });
  try {
    return (await run) as R;
  } catch (error) {
    const { code, name: errorName, message } = error as { code?: string; name?: string; message?: string };
    if (code === 'ERR_WORKER_OUT_OF_MEMORY') throw new ParsePoolError('memory');
    if (errorName === 'AbortError' && signal.aborted) throw new ParsePoolError('timeout');
    if (message === 'Task queue is at limit') throw new ParsePoolError('busy');
    throw error;
  }
}

/** The transfer list for `bytes`: its buffer when it holds exactly these bytes, else none (copied). */
export function ownBuffer(bytes: Uint8Array): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

/** Ends the parse threads (app close); the next parse starts new ones. */
export async function closeParsePool(): Promise<void> {
  const closing = pool;
  pool = null;
  if (closing) await (await closing).destroy();
}

/** Seconds a client is told to wait when the parse queue is full. */
const BUSY_RETRY_SECONDS = 5;

/**
 * The answer to a ParsePoolError: 503 with `Retry-After` when the queue is full, else 422 on the
 * `file` field (the file took longer than PARSE_TIMEOUT_MS, or more than PARSE_HEAP_MB to read).
 */
export function parseRefusal(lang: TextLanguage, error: ParsePoolError): AppError {
  if (error.reason === 'busy') {
    return new AppError('SERVICE_UNAVAILABLE', {
      message: message(lang, 'parseBusy', { seconds: BUSY_RETRY_SECONDS }),
      headers: { 'retry-after': String(BUSY_RETRY_SECONDS) },
    });
  }
  const text = message(lang, error.reason === 'timeout' ? 'parseTimeout' : 'parseMemory');
  return new AppError('UNPROCESSABLE', { message: text, errors: { file: [text] } });
}
