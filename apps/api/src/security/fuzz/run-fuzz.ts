import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../../db/client';
import { loginAs } from '../../test/factories/users';
import type { TestApp } from '../../test/test-app';
import { type Operation, openApiOperations } from '../operations';
import type { SecurityWorld } from '../world';
import type { Hints } from './arbitraries';
import { type FuzzRequest, fuzzRequests } from './requests';

/**
 * The fuzzing of docs/security.md#how-it-is-proven: for every operation of the OpenAPI document,
 * requests generated from its schemas (./requests.ts) are sent to the app over HTTP, and each
 * answer must hold the property "never a 5xx; a 4xx carries the error body of
 * docs/rules.md#error-body `{ message: string, errors?: { field: string[] }, code?: string }`".
 */

/** An answer that broke the property, with the request that got it. */
export type FuzzFailure = { request: string; status: number; problem: string; answer: string };

export type FuzzReport = {
  /** Requests sent and answered (or not answered in time: a failure). */
  tried: number;
  serverErrors: number;
  failures: FuzzFailure[];
  /** Per operation: how many answers of each status. */
  statuses: Record<string, Record<number, number>>;
  seconds: number;
};

/** The world's ids as generation hints: valid inputs then name real things. */
export function hintsOf(world: SecurityWorld): Hints {
  const ids = Object.values(world.ids);
  return {
    integers: [1, 56, ...ids.filter((v): v is number => typeof v === 'number')],
    uuids: ids.filter((v): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v)),
    strings: [world.ids.productCode, 'counterparty', 'order', 'product', 'user', 'store'],
  };
}

/**
 * Keeps the fuzzing's callers signed in: a fuzzed request may log them out, lock the customer,
 * block its counterparty or take its group away. `heal` undoes that in the database and logs in
 * again when a token stopped working.
 */
function sessions(t: TestApp, world: SecurityWorld) {
  const users = { manager: world.users.manager, admin: world.users.admin, customer: world.users.shop };
  const tokens = { manager: world.tokens.manager, admin: world.tokens.admin, customer: world.tokens.shop };
  const customer = users.customer;
  const works = async (token: string) =>
    (
      await fetch(`${t.ruUrl}/api/v0/auth/me`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      })
    ).status === 200;
  const relogin = async (id: number, password: string) => {
    const [row] = await queryRows<{ username: string }>(
      t.db,
      sql`select username from users where id = ${id}`,
    );
    return loginAs(t, row!.username, password);
  };
  const heal = async () => {
    const ids = Object.values(users).map((u) => u.user.id);
    await t.db.execute(sql`update users set locked_at = null where id in (${sql.join(ids, sql`, `)})`);
    await t.db.execute(sql`update counterparties set status = 'active'
      where id in (select counterparty_id from users where id = ${customer.user.id})`);
    await t.db.execute(sql`insert into user_groups (user_id, group_id)
      select ${customer.user.id}, id from groups where name = 'warehouse' on conflict do nothing`);
    for (const role of ['manager', 'admin', 'customer'] as const)
      if (!(await works(tokens[role])))
        tokens[role] = await relogin(users[role].user.id, users[role].password);
  };
  return { tokens, heal };
}

/** Operations whose calls may end or change the callers' sessions: heal after them. */
const TOUCHES_SESSIONS = /auth\/logout|profile\/password|services\/users|\/block|\/unblock|set-password/;

const describeRequest = (r: FuzzRequest) => {
  const body = r.body === undefined ? '' : typeof r.body === 'string' ? r.body : `<${r.body.length} bytes>`;
  const shown = body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
  const url = r.url.length > 300 ? `${r.url.slice(0, 300)}… (${r.url.length} chars)` : r.url;
  return `${r.method} ${url} as ${r.caller} (${r.version}) ${JSON.stringify(r.headers)} ${JSON.stringify(shown)}`;
};

/** The problem with an answer, or '' when it keeps the property. */
export function answerProblem(status: number, type: string | null, text: string): string {
  if (status >= 500) return 'server error';
  if (status < 400) return '';
  if (!type?.includes('application/json')) return `a ${status} without a JSON error body`;
  let body: { message?: unknown; errors?: unknown; code?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return 'unparsable JSON error body';
  }
  if (typeof body?.message !== 'string') return 'error body without a message';
  if (body.code !== undefined && typeof body.code !== 'string') return 'error code is not a string';
  if (body.errors !== undefined) {
    const fields = body.errors && typeof body.errors === 'object' ? Object.values(body.errors) : null;
    if (!fields?.every((f) => Array.isArray(f) && f.every((m) => typeof m === 'string')))
      return 'errors is not { field: string[] }';
  }
  return '';
}

/**
 * Sends `runs` generated requests for each operation (seeded: the same seed generates the same
 * requests), `concurrency` at a time, as the world's manager and shop (and as a guest and with
 * forged tokens and as an admin now and then), and answers what broke the property.
 */
export async function runFuzz(options: {
  t: TestApp;
  world: SecurityWorld;
  seed: number;
  runs: number;
  concurrency?: number;
  operations?: Operation[];
}): Promise<FuzzReport> {
  const { t, world, seed, runs } = options;
  const started = performance.now();
  const hints = hintsOf(world);
  const session = sessions(t, world);
  const operations = options.operations ?? openApiOperations(t.app);
  const requests = operations.flatMap((op, i) =>
    fc.sample(fuzzRequests(op, hints), { seed: seed + i, numRuns: runs }),
  );
  const report: FuzzReport = { tried: 0, serverErrors: 0, failures: [], statuses: {}, seconds: 0 };
  const width = options.concurrency ?? 4;
  for (let at = 0; at < requests.length; at += width) {
    const batch = requests.slice(at, at + width);
    const results = await Promise.all(batch.map((r) => send(t, r, session.tokens, world.keys)));
    let heal = false;
    results.forEach((result, i) => {
      const request = batch[i]!;
      if (result === null) return;
      report.tried += 1;
      report.statuses[request.op] ??= {};
      const counts = report.statuses[request.op]!;
      counts[result.status] = (counts[result.status] ?? 0) + 1;
      if (result.status >= 500) report.serverErrors += 1;
      if (result.problem) report.failures.push({ request: describeRequest(request), ...result });
      if (
        TOUCHES_SESSIONS.test(request.op) ||
        (result.status === 401 && !['guest', 'forged'].includes(request.caller))
      )
        heal = true;
    });
    if (heal) await session.heal();
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

type SignedInCaller = 'manager' | 'admin' | 'customer';
type Answer = { status: number; problem: string; answer: string };

/** Sends one request; null when the client itself refuses to send it (a header fetch won't carry). */
/**
 * The bearer of a signed-in caller: its login token, or on the machine API
 * (docs/integration-api.md) an integration key — staff the world's key with every scope, a
 * customer the key without the orders' scopes — so the generated inputs get past the key check.
 */
function tokenFor(
  r: FuzzRequest,
  tokens: Record<SignedInCaller, string>,
  keys: SecurityWorld['keys'],
): string {
  if (!r.url.startsWith('/api/v0/integration/')) return tokens[r.caller as SignedInCaller];
  return r.caller === 'customer' ? keys.unscoped : keys.full;
}

async function send(
  t: TestApp,
  r: FuzzRequest,
  tokens: Record<SignedInCaller, string>,
  keys: SecurityWorld['keys'],
): Promise<Answer | null> {
  const headers = new Headers();
  try {
    for (const [k, v] of Object.entries(r.headers)) headers.set(k, v);
    if (r.caller !== 'guest' && r.caller !== 'forged')
      headers.set('authorization', `Bearer ${tokenFor(r, tokens, keys)}`);
    if (r.caller === 'forged') headers.set('authorization', r.forged);
  } catch {
    return null;
  }
  const base = r.version === 'en' ? t.enUrl : t.ruUrl;
  try {
    const res = await fetch(`${base}${r.url}`, {
      method: r.method,
      headers,
      body: r.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    // A HEAD answer has the headers of its GET and no body to check.
    const problem =
      r.method === 'HEAD' && res.status < 500
        ? ''
        : answerProblem(res.status, res.headers.get('content-type'), text);
    return { status: res.status, problem, answer: problem ? text.slice(0, 500) : '' };
  } catch (error) {
    if (error instanceof TypeError && !(error as { cause?: unknown }).cause) return null;
    return {
      status: 0,
      problem: `no answer: ${(error as Error).message} ${(error as { cause?: Error }).cause?.message ?? ''}`,
      answer: '',
    };
  }
}
