import { randomUUID } from 'node:crypto';
import type { FakeEvent, FakeWebhook, FakeWebhookStock } from './fake.model';
import type { Render } from './fake.render';
import { mskTime } from './fake.time';

/**
 * Webhook delivery as МойСклад does it (JSON API 1.2, «Вебхуки», «Вебхук на изменение
 * остатков»): a POST to the webhook's url with `?requestId=<uuid>`, answered 200/204 within
 * 1 500 ms, else sent again up to 3 more times with the same requestId, then dropped. Entity
 * webhooks get `{ auditContext, events: [{ meta: { type, href }, action, accountId,
 * updatedFields? }] }` for the events of their entityType and action (`updatedFields` with
 * `diffType: FIELDS` on UPDATE); stock webhooks get `{ accountId, stockType: 'stock', reportType,
 * reportUrl }`, the reportUrl asking `report/stock/<reportType>/current?changedSince=<the first
 * unreported change>`.
 */
export type FakeDelivery = {
  url: string;
  requestId: string;
  body: unknown;
  /** The last answer's status; null when none came. */
  status: number | null;
  attempts: number;
  at: number;
};

const ATTEMPTS = 4;
const TIMEOUT_MS = 1_500;

/** Posts `body` to `url` until a 2xx, at most ATTEMPTS times. */
async function post(url: string, body: unknown): Promise<FakeDelivery> {
  const requestId = randomUUID();
  const target = `${url}${url.includes('?') ? '&' : '?'}requestId=${requestId}`;
  const delivery: FakeDelivery = { url, requestId, body, status: null, attempts: 0, at: Date.now() };
  while (delivery.attempts < ATTEMPTS) {
    delivery.attempts++;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.status = response.status;
      if (response.ok) break;
    } catch {
      delivery.status = null;
    }
  }
  return delivery;
}

function entityBody(r: Render, hook: FakeWebhook, events: FakeEvent[], now: number) {
  const fields = hook.action === 'UPDATE' && hook.diffType === 'FIELDS';
  return {
    auditContext: {
      meta: { type: 'audit', href: `${r.base}/audit/${randomUUID()}` },
      moment: mskTime(now, true),
      uid: 'admin@hobbyopt',
    },
    events: events.map((e) => ({
      meta: { type: e.entityType, href: `${r.base}/entity/${e.entityType}/${e.id}` },
      ...(fields && e.updatedFields ? { updatedFields: e.updatedFields } : {}),
      action: e.action,
      accountId: r.account.ids.accountId,
    })),
  };
}

function stockBody(r: Render, hook: FakeWebhookStock, since: number) {
  const changedSince = mskTime(since - (since % 1000), true);
  return {
    accountId: r.account.ids.accountId,
    stockType: 'stock',
    reportType: hook.reportType,
    reportUrl: `${r.base}/report/stock/${hook.reportType}/current?changedSince=${changedSince}`,
  };
}

/** The POSTs the pending changes call for, taking them off the account. */
function takePending(r: Render): { url: string; body: unknown }[] {
  const { account } = r;
  const events = account.pending.events.splice(0);
  const since = account.pending.stockChangedAt;
  account.pending.stockChangedAt = null;
  const now = Date.now();
  const posts: { url: string; body: unknown }[] = [];
  for (const hook of account.webhooks.all()) {
    const mine = events.filter(
      (e) => hook.enabled && e.entityType === hook.entityType && e.action === hook.action,
    );
    if (mine.length) posts.push({ url: hook.url, body: entityBody(r, hook, mine, now) });
  }
  if (since !== null) {
    for (const hook of account.webhookStocks.all())
      if (hook.enabled) posts.push({ url: hook.url, body: stockBody(r, hook, since) });
  }
  return posts;
}

/**
 * The delivery of a fake server: `deliver()` posts what is pending (one delivery at a time, in
 * order), `schedule()` delivers after the current tick (the changes of one tick go together).
 * Every POST is logged in `log`.
 */
export function createDeliverer(r: Render, log: FakeDelivery[]) {
  let chain: Promise<unknown> = Promise.resolve();
  let scheduled = false;
  const deliver = () => {
    const run = chain.then(async () => {
      const done = await Promise.all(takePending(r).map((p) => post(p.url, p.body)));
      log.push(...done);
      const sent = done.filter((d) => d.status !== null && d.status < 300).length;
      return { sent, failed: done.length - sent };
    });
    chain = run.catch(() => undefined);
    return run;
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void deliver();
    });
  };
  /** Resolves when every delivery started so far has finished. */
  const idle = () => chain.then(() => undefined);
  return { deliver, schedule, idle };
}
