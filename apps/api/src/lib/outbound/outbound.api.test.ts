import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ImportJob, ImportReport } from '@kits/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The attack of issue 30 item 6 (docs/security.md#outbound): a manager imports a feed whose
 * picture URLs sit on an allowed host (`localhost`, on OUTBOUND_ALLOWED_HOSTS as a test or a
 * private deployment would allow it) and answer 302 to a loopback literal (127.0.0.1: the very
 * server the test runs, which would hand out its secret picture) and to the cloud metadata
 * address 169.254.169.254. The guard refuses the second hop: no picture from either is stored,
 * the loopback target is never asked, and the allow-list by name does not allow the address.
 */
let t: TestApp;
let manager: string;
let server: http.Server;
let origin: string;
/** Requests the redirect targets on 127.0.0.1 received: must stay 0. */
let secretHits = 0;
let png: Buffer;

beforeAll(async () => {
  png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  server = http.createServer((req, res) => {
    const port = (server.address() as AddressInfo).port;
    const redirect = (location: string) => res.writeHead(302, { location }).end();
    if (req.url === '/to-loopback.png') return redirect(`http://127.0.0.1:${port}/secret.png`);
    if (req.url === '/to-metadata.png') return redirect('http://169.254.169.254/latest/meta-data/iam.png');
    if (req.url === '/to-mapped.png') return redirect(`http://[::ffff:127.0.0.1]:${port}/secret.png`);
    if (req.url === '/secret.png') secretHits += 1;
    if (req.url === '/ok.png' || req.url === '/secret.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ OUTBOUND_ALLOWED_HOSTS: 'localhost' });
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const { user } = await createUser({ db: t.db, groups: ['manager'], stores: [1] });
  manager = await t.app.tokens.sign(user.id);
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Uploads `feed` as a manager and polls its import job until it ends. */
async function importFeed(feed: string): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', new Blob([feed]), 'attack.xml');
  const started = await fetch(`${t.ruUrl}/api/v0/services/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${manager}` },
    body: form,
  });
  expect(started.status).toBe(202);
  const { data } = (await started.json()) as { data: ImportJob };
  const deadline = Date.now() + 60_000;
  for (;;) {
    // The import runs on the job runner (docs/import.md#jobs).
    await t.app.jobs.runDue();
    const res = await t.call('GET', `/api/v0/services/import/${data.id}`, { token: manager });
    const job = res.body.data as ImportJob & { report: ImportReport };
    if (job.status === 'done' || job.status === 'failed') return job.report;
    if (Date.now() > deadline) throw new Error(`import job still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('picture downloads of a catalogue import', () => {
  it('refuses a redirect to 127.0.0.1 or 169.254.169.254 from an allowed host, and asks neither', async () => {
    const offer = (id: number, picture: string) =>
      `<offer id="${id}"><name>Набор ${id}</name><price>100</price><categoryId>1</categoryId>` +
      `<vendorCode>SSRF-${id}</vendorCode><picture>${origin}${picture}</picture></offer>`;
    const report = await importFeed(
      `<?xml version="1.0" encoding="UTF-8"?><yml_catalog><shop><categories><category id="1">Наборы</category></categories><offers>${[
        offer(1, '/ok.png'),
        offer(2, '/to-loopback.png'),
        offer(3, '/to-metadata.png'),
        offer(4, '/to-mapped.png'),
      ].join('')}</offers></shop></yml_catalog>`,
    );
    expect(report.created).toBe(4);
    // The allowed host itself serves: its picture is stored.
    expect(report.pictures.imported).toBe(1);
    const reasons = Object.fromEntries(
      report.pictures.failed.map((f) => [new URL(f.url).pathname, f.reason]),
    );
    expect(reasons).toEqual({
      '/to-loopback.png': 'address 127.0.0.1 is loopback, not public',
      '/to-metadata.png': 'address 169.254.169.254 is linkLocal, not public',
      // The URL parser writes [::ffff:127.0.0.1] as [::ffff:7f00:1]: judged by its IPv4 address.
      '/to-mapped.png': 'address ::ffff:7f00:1 is loopback, not public',
    });
    expect(secretHits).toBe(0);
  });
});
