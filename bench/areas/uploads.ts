import { performance } from 'node:perf_hooks';
import { buffer } from 'node:stream/consumers';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { generateYmlFeed } from '../../apps/api/src/catalogue/import/yml.generate';
import { openDatabase } from '../../apps/api/src/db/client';
import { createTokenService } from '../../apps/api/src/lib/tokens';
import { createStore, createUser } from '../../apps/api/src/test/factories/users';
import { xlsxBomb, xlsxSheet } from '../../apps/api/src/test/xlsx-files';
import { type AppProcess, startApp } from '../lib/app-process';
import { benchDatabaseUrl, dropDatabase, ensureDatabase } from '../lib/database';
import { loadLine, machineLine, today } from '../lib/machine';
import type { BenchOptions } from '../lib/options';
import { table } from '../lib/report';
import { median } from '../lib/stats';

/**
 * Uploads against everyone else (issue 30, docs/security.md#uploads): while one user sends a hostile
 * or huge file to an upload route, another user's simple request (POST /api/v0/auth/me, one after
 * another with 10 ms between) is timed. The figure: no upload delays the other user's request by more
 * than 200 ms — its slowest answer during the upload, less its median at rest.
 *
 * The app runs bench-server.ts in its own process on a small PostgreSQL database of its own
 * (`kits_uploads_bench`, rebuilt each run: the data's size does not matter here, the files do).
 */

const DELAY_LIMIT_MS = 200;

type Case = {
  label: string;
  route: string;
  token: 'buyer' | 'manager';
  file: () => Buffer | Promise<Buffer>;
  name: string;
  /** Uploads sent at once. */
  count: number;
  /** After the answer, wait for a queued job (the catalogue import) to end before the probe stops. */
  job?: boolean;
};

/** A PNG of `side`×`side` pixels of one colour: a small file that would unpack to side² × 3 bytes. */
function pixelBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const raw = Buffer.alloc((side * 3 + 1) * side); // filter 0, black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A quick-order CSV of `lines` lines (code;quantity), the size of the route's limit or more. */
const csvLines = (lines: number) =>
  Buffer.from(
    `Код;Количество\r\n${Array.from({ length: lines }, (_, i) => `${100_000 + (i % 50)};1`).join('\r\n')}\r\n`,
  );

const CASES: Case[] = [
  {
    label: 'quick order: XLSX bomb (444 MB unpacked)',
    route: '/api/v0/basket/quick-order/file',
    token: 'buyer',
    file: () => xlsxBomb(444),
    name: 'bomb.xlsx',
    count: 1,
  },
  {
    label: 'quick order: XLSX bomb, 4 at once',
    route: '/api/v0/basket/quick-order/file',
    token: 'buyer',
    file: () => xlsxBomb(444),
    name: 'bomb.xlsx',
    count: 4,
  },
  {
    label: 'quick order: real 250,000-row XLSX',
    route: '/api/v0/basket/quick-order/file',
    token: 'buyer',
    file: () => xlsxSheet({ rows: 250_000 }),
    name: 'rows.xlsx',
    count: 1,
  },
  {
    label: 'quick order: real 250,000-row XLSX, 4 at once',
    route: '/api/v0/basket/quick-order/file',
    token: 'buyer',
    file: () => xlsxSheet({ rows: 250_000 }),
    name: 'rows.xlsx',
    count: 4,
  },
  {
    label: 'quick order: 20,000-row XLSX under the zip limit',
    route: '/api/v0/basket/quick-order/file',
    token: 'buyer',
    file: () => xlsxSheet({ rows: 20_000 }),
    name: 'rows.xlsx',
    count: 4,
  },
  {
    label: 'quick order: 2 MB CSV (150,000 lines)',
    route: '/api/v0/basket/quick-order/file',
    token: 'buyer',
    file: () => csvLines(150_000),
    name: 'lines.csv',
    count: 4,
  },
  {
    label: 'feeds (sales): XLSX bomb, 2 at once',
    route: '/api/v0/services/feeds/sales?preview=1',
    token: 'manager',
    file: () => xlsxBomb(444),
    name: 'bomb.xlsx',
    count: 2,
  },
  {
    label: 'feeds (outlet stock): real 250,000-row XLSX',
    route: '/api/v0/services/feeds/outlet-stock?preview=1',
    token: 'manager',
    file: () => xlsxSheet({ rows: 250_000 }),
    name: 'rows.xlsx',
    count: 1,
  },
  {
    label: 'import: YML feed of 20,000 offers (the job to its end)',
    route: '/api/v0/services/import?source=yml:uploads-bench&dry_run=1',
    token: 'manager',
    file: () => buffer(generateYmlFeed({ offers: 20_000, seed: 7 })),
    name: 'feed.xml',
    count: 1,
    job: true,
  },
  {
    label: 'media: PNG of 12,000 × 12,000 pixels (432 MB unpacked)',
    route: '/api/v0/media/product/1',
    token: 'manager',
    file: () => pixelBomb(12_000),
    name: 'bomb.png',
    count: 4,
  },
];

type Tokens = { buyer: string; manager: string; other: string };

/** `kits_uploads_bench`: migrated, the main store, one outlet, one product, a buyer, another buyer and a manager. */
async function prepare(): Promise<{ url: string; tokens: Tokens }> {
  const url = new URL(benchDatabaseUrl());
  url.pathname = '/kits_uploads_bench';
  await dropDatabase(url.toString());
  await ensureDatabase(url.toString());
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  try {
    const { db } = database;
    await createStore({ db, id: 1, name: 'Склад', currency: 'RUB' });
    const outlet = (await createStore({ db, name: 'Точка', isRetail: true })).id;
    await db.execute(sql`insert into categories (id, slug, name_ru, name_en, moysklad_name, position)
      values (1, 'bench', 'Бенч', 'Bench', '', 0)`);
    await db.execute(sql`insert into products (id, category_id, code, name_ru, name_en)
      values (1, 1, '100000', 'Товар', 'Product')`);
    const service = await createTokenService({ db, secret: process.env.AUTH_SECRET, ttlSeconds: 3600 });
    const token = async (groups: string[]) =>
      service.sign((await createUser({ db, groups, stores: [outlet] })).user.id);
    return {
      url: url.toString(),
      tokens: {
        buyer: await token(['warehouse']),
        manager: await token(['manager']),
        other: await token(['warehouse']),
      },
    };
  } finally {
    await database.close();
  }
}

let address = 0;
/** POSTs `file` as the multipart part `file`; answers the status and the milliseconds to the answer. */
async function upload(server: AppProcess, path: string, token: string, file: Buffer, name: string) {
  address += 1;
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    // An address of its own per upload: the per-address body limit is not what is measured.
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': `198.18.${address >> 8}.${address & 255}`,
    },
    body: form,
  });
  const body = (await res.json()) as { data?: { id?: string } };
  return { status: res.status, ms: performance.now() - started, jobId: body.data?.id };
}

/** The other user's request, over and over until `done` settles (at least 5): each answer's ms. */
async function probeWhile(server: AppProcess, token: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const times: number[] = [];
  while (!finished || times.length < 5) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${server.port}/api/v0/auth/me`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`the other user's request answered ${res.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return times;
}

/** Polls GET services/import/{id} until the job has ended. */
async function jobEnded(server: AppProcess, token: string, id: string) {
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/v0/services/import/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { status: string } };
    if (body.data.status === 'done' || body.data.status === 'failed') return body.data.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const p = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const ms = (value: number) => `${Math.round(value)} ms`;

export async function benchUploads(_options: BenchOptions): Promise<string> {
  const load = loadLine();
  const { url, tokens } = await prepare();
  const server = await startApp(url);
  const rows: string[][] = [];
  let worst = 0;
  try {
    // Warm-up: the parse threads start (and the sources compile) on the first upload.
    await upload(server, '/api/v0/basket/quick-order/file', tokens.buyer, csvLines(2), 'warm.csv');
    await upload(server, '/api/v0/services/feeds/sales?preview=1', tokens.manager, csvLines(2), 'warm.csv');
    const rest = await probeWhile(server, tokens.other, new Promise((resolve) => setTimeout(resolve, 3000)));
    const restMedian = median(rest);
    rows.push([
      'nothing (at rest)',
      '–',
      '–',
      String(rest.length),
      ms(restMedian),
      ms(p(rest, 0.99)),
      ms(Math.max(...rest)),
      '–',
    ]);
    for (const c of CASES) {
      const file = await c.file();
      const token = tokens[c.token];
      const work = (async () => {
        const answers = await Promise.all(
          Array.from({ length: c.count }, () => upload(server, c.route, token, file, c.name)),
        );
        if (c.job)
          for (const answer of answers) if (answer.jobId) await jobEnded(server, token, answer.jobId);
        return answers;
      })();
      const [answers, times] = await Promise.all([work, probeWhile(server, tokens.other, work)]);
      const delay = Math.max(...times) - restMedian;
      worst = Math.max(worst, delay);
      const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
      rows.push([
        `${c.label} (${(file.length / 2 ** 20).toFixed(1)} MiB)`,
        statuses,
        ms(Math.max(...answers.map((a) => a.ms))),
        String(times.length),
        ms(median(times)),
        ms(p(times, 0.99)),
        ms(Math.max(...times)),
        ms(delay),
      ]);
      console.log(`[bench] uploads: ${rows.at(-1)!.join(' | ')}`);
    }
  } finally {
    await server.stop();
  }
  const verdict = worst <= DELAY_LIMIT_MS ? 'met' : 'MISSED';
  return [
    `Measured ${today()} on ${machineLine(['PostgreSQL on the same machine'])}; ${load}.`,
    '',
    "Method: the app (`buildApp` from the sources under tsx, NODE_ENV=production, the default limits) in its own process on `kits_uploads_bench` (one outlet, one product, three users). For each row one user sends the file (or several copies at once) to the route while another user calls `POST /api/v0/auth/me` over and over (10 ms apart) until the last upload is answered (for the import: until its job has ended). Delay = the other user's slowest answer during the upload less its median at rest. The files: `xlsxBomb` and `xlsxSheet` of `apps/api/src/test/xlsx-files.ts` (the same the security tests send), a generated YML feed, a one-colour PNG.",
    '',
    table(
      [
        'upload',
        'answer',
        'slowest upload answer',
        'other user: requests',
        'median',
        'p99',
        'slowest',
        'delay',
      ],
      rows,
    ),
    '',
    `uploads: worst delay of another user's request ${Math.round(worst)} ms (limit ${DELAY_LIMIT_MS} ms: ${verdict}).`,
    '',
    'Reproduce: `npm run bench -- uploads`.',
  ].join('\n');
}
