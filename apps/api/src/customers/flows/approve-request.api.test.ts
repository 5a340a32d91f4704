import { RequestApprovedResponse } from '@kits/contract';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { publicUrl } from '../../lib/public-url';
import { createCategory, createProduct } from '../../test/factories/catalog';
import { createRegistrationRequest } from '../../test/factories/registration-requests';
import { createStore, createUser, randomTestIp } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Approving a registration request — onboarding (docs/rules.md#onboarding) — over HTTP: one
 * transaction creates the counterparty, its first user and outlet; duplicates are refused with
 * nothing written; two approvals at once create one account; and the new shop gets from the
 * set-password link to an invoice carrying its requisites.
 */
let t: TestApp;
let manager: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  manager = await t.app.tokens.sign(
    (await createUser({ db: t.db, username: 'onb_manager', groups: ['manager'] })).user.id,
  );
  customer = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['warehouse'] })).user.id);
});
afterAll(() => t?.close());

const base = '/api/v0/services/registration-requests';
const approve = (id: number, body: unknown, token = manager) =>
  t.call('POST', `${base}/${id}/approve`, { token, body });

/** The onboarding form as a manager fills it for request `r`; `login` makes the account unique. */
function onboarding(r: { email: string; phone: string; name: string }, login: string, outlet = true) {
  return {
    counterparty: {
      legal_name: `ООО «${login}»`,
      inn: '7707083893',
      kpp: '773601001',
      legal_address: 'г. Тверь, ул. Советская, 10',
      contact_name: r.name,
      contact_email: r.email,
      contact_phone: r.phone,
      version: 'ru',
      discount: 5,
    },
    user: {
      username: login,
      fullname: r.name,
      email: r.email,
      phone: r.phone,
      locale: 'ru',
      groups: ['warehouse'],
      discount: 5,
    },
    outlet: outlet
      ? {
          name: `Магазин ${login}`,
          is_retail: true,
          city: 'Тверь',
          currency: 'RUB',
          report_period_days: 14,
          auto_order_sum: null,
          in_ranking: true,
        }
      : null,
  };
}

const counts = async () =>
  (
    await queryRows<{ counterparties: number; users: number; stores: number; audit: number }>(
      t.db,
      sql`select (select count(*)::int from counterparties) as counterparties,
        (select count(*)::int from users) as users, (select count(*)::int from stores) as stores,
        (select count(*)::int from audit_log) as audit`,
    )
  )[0]!;

describe('POST /services/registration-requests/{id}/approve', () => {
  it('creates the counterparty, its user and outlet, closes the request and answers the set-password link', async () => {
    const r = await createRegistrationRequest({ db: t.db, name: 'Анна Смирнова', phone: '+7 912 000-11-22' });
    const res = await approve(r.id, onboarding(r, 'anna_tver'));
    expect(res.status).toBe(200);
    const body = RequestApprovedResponse.parse(res.body);
    expect(body.data).toMatchObject({
      id: r.id,
      status: 'approved',
      handled_by: { username: 'onb_manager' },
      counterparty_id: body.counterparty_id,
      user_id: body.user_id,
    });
    // No SMTP_URL: the link is answered for the manager to pass on, on the host asked.
    expect(body.link.emailed_to).toBeNull();
    expect(body.link.url).toMatch(new RegExp(`^${publicUrl(t.config, 'ru')}/set-password\\?token=[\\w-]+$`));

    const [user] = await queryRows<{
      username: string;
      email: string;
      counterparty_id: number;
      current_store_id: number;
    }>(
      t.db,
      sql`select username, email, counterparty_id, current_store_id from users where id = ${body.user_id}`,
    );
    const outlets = await queryRows<{ id: number; name: string }>(
      t.db,
      sql`select id, name from stores where counterparty_id = ${body.counterparty_id}`,
    );
    expect(outlets).toEqual([{ id: expect.any(Number), name: 'Магазин anna_tver' }]);
    expect(user).toEqual({
      username: 'anna_tver',
      email: r.email,
      counterparty_id: body.counterparty_id,
      // The outlet comes first, so the account starts in it.
      current_store_id: outlets[0]!.id,
    });
    const [counterparty] = await queryRows<{ legal_name: string; inn: string }>(
      t.db,
      sql`select legal_name, inn from counterparties where id = ${body.counterparty_id}`,
    );
    expect(counterparty).toEqual({ legal_name: 'ООО «anna_tver»', inn: '7707083893' });
    const audit = await queryRows<{ action: string; changes: Record<string, unknown> }>(
      t.db,
      sql`select action, changes from audit_log where entity = 'registration_request' and entity_id = ${String(r.id)}`,
    );
    expect(audit).toEqual([
      {
        action: 'approve',
        changes: {
          status: ['new', 'approved'],
          counterparty_id: [null, body.counterparty_id],
          user_id: [null, body.user_id],
        },
      },
    ]);
  });

  it('refuses an e-mail of another account with 422 on user.email and writes nothing', async () => {
    await createUser({ db: t.db, email: 'Taken@Shop.test' });
    const r = await createRegistrationRequest({ db: t.db, email: 'taken@shop.test', status: 'in_progress' });
    const before = await counts();
    const res = await approve(r.id, onboarding(r, 'taken_login'));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['user.email']);
    expect(await counts()).toEqual(before);
    const kept = await t.call('GET', `${base}/${r.id}`, { token: manager });
    expect(kept.body.data).toMatchObject({ status: 'in_progress', counterparty_id: null, user_id: null });
  });

  it('names malformed fields with their section prefix (422)', async () => {
    const r = await createRegistrationRequest({ db: t.db });
    const body = onboarding(r, 'bad fields!');
    const res = await approve(r.id, { ...body, user: { ...body.user, groups: ['warehouse', 'warehouse'] } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['user.username']);
  });

  it('creates one account when the same request is approved twice at the same moment (the other gets 409)', async () => {
    const r = await createRegistrationRequest({ db: t.db });
    const first = onboarding(r, 'race_one');
    // Different logins and e-mails: only the request's lock can stop the second.
    const second = onboarding({ ...r, email: 'race-two@shop.test', phone: '+7 900 999-99-99' }, 'race_two');
    const results = await Promise.all([approve(r.id, first), approve(r.id, second)]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
    const users = await queryRows<{ username: string }>(
      t.db,
      sql`select username from users where username in ('race_one', 'race_two')`,
    );
    expect(users).toHaveLength(1);
    const winner = results.find((x) => x.status === 200)!.body;
    expect(winner.data.user_id).toBe(winner.user_id);
    const [cps] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from counterparties where legal_name in ('ООО «race_one»', 'ООО «race_two»')`,
    );
    expect(cps!.n).toBe(1);
  });

  it('answers 409 for a closed request and 404 for none', async () => {
    const r = await createRegistrationRequest({ db: t.db, status: 'rejected' });
    const res = await approve(r.id, onboarding(r, 'closed_one'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Заявка ${r.id} уже отклонена`);
    expect((await approve(999999, onboarding(r, 'nobody'))).status).toBe(404);
  });

  it('refuses guests (401) and customers (403), writing nothing', async () => {
    const r = await createRegistrationRequest({ db: t.db });
    const body = onboarding(r, 'not_by_them');
    expect((await t.call('POST', `${base}/${r.id}/approve`, { body })).status).toBe(401);
    expect((await approve(r.id, body, customer)).status).toBe(403);
    const kept = await t.call('GET', `${base}/${r.id}`, { token: manager });
    expect(kept.body.data.status).toBe('new');
  });
});

describe('the whole onboarding', () => {
  it('takes a shop from a registration request to an invoice carrying its legal name and INN', async () => {
    const categoryId = (await createCategory({ db: t.db })).id;
    const product = await createProduct({
      db: t.db,
      categoryId,
      prices: [{ currency: 'RUB', wholesale: '100.00', retail: '250.00' }],
      stock: [{ storeId: 1, quantity: 20 }],
    });

    // 1. A visitor asks for access.
    const email = 'owner@kraski-tver.test';
    const sent = await t.call('POST', '/api/v0/auth/registration', {
      headers: { 'x-forwarded-for': randomTestIp() },
      body: { name: 'Ольга Краскова', email, phone: '+7 915 321-00-99' },
    });
    expect(sent.status).toBe(200);

    // 2. A manager finds it and approves it.
    const found = await t.call('GET', `${base}?q=${encodeURIComponent(email)}`, { token: manager });
    const request = found.body.data[0];
    const form = onboarding(request, 'kraski_tver');
    form.counterparty.legal_name = 'ООО «Краски Твери»';
    const approved = await approve(request.id, form);
    expect(approved.status).toBe(200);
    const token = new URL(approved.body.link.url).searchParams.get('token')!;

    // 3. The new customer sets a password and signs in.
    const set = await t.call('POST', '/api/v0/auth/set-password', {
      body: { token, password: 'kraski-2026!' },
    });
    expect(set.status).toBe(200);
    const login = await t.call('POST', '/api/v0/auth/login', {
      headers: { 'x-forwarded-for': randomTestIp() },
      body: { login: 'kraski_tver', password: 'kraski-2026!' },
    });
    expect(login.status).toBe(200);
    const bearer = login.body.access_token as string;

    // 4. They order: basket, send, invoice.
    expect(
      (await t.call('PATCH', `/api/v0/basket/increase/${product.id}`, { token: bearer })).status,
    ).toBeLessThan(300);
    expect(
      (await t.call('PATCH', `/api/v0/basket/increase/${product.id}`, { token: bearer })).status,
    ).toBeLessThan(300);
    const order = await t.call('POST', '/api/v0/order/send', { token: bearer, body: { order_comment: {} } });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ sum: '200.00', sum_with_discount: '190.00' });
    const invoice = await t.call('POST', '/api/v0/order/invoice', {
      token: bearer,
      body: { order_uuid: order.body.uuid },
    });
    expect(invoice.status).toBe(201);
    const pdf = await t.call('GET', `/api/v0/order/invoice/${invoice.body.id}`, { token: bearer });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('ООО «Краски Твери»');
    expect(flat).toContain('ИНН 7707083893');

    // 5. The audit log shows every step, oldest first (docs/rules.md#audit).
    const userId = approved.body.user_id as number;
    const steps = await queryRows<{ entity: string; action: string; by: string }>(
      t.db,
      sql`select a.entity, a.action, case when a.user_id is null then 'guest'
            when a.user_id = ${userId} then 'customer' else 'staff' end as by
          from audit_log a
          where (a.entity = 'registration_request' and a.entity_id = ${String(request.id)})
             or (a.entity = 'counterparty' and a.entity_id = ${String(approved.body.counterparty_id)})
             or (a.entity = 'user' and a.entity_id = ${String(userId)})
             or (a.entity = 'store' and a.entity_id in
                  (select id::text from stores where counterparty_id = ${approved.body.counterparty_id}))
             or (a.entity = 'order' and a.entity_id = ${order.body.uuid})
          order by a.id`,
    );
    expect(steps.map((s) => `${s.by} ${s.entity} ${s.action}`)).toEqual([
      'guest registration_request create',
      'staff counterparty create',
      ...(form.outlet ? ['staff store create'] : []),
      'staff user create',
      'staff registration_request approve',
      'staff user password_link',
      'customer user password_set',
      'customer order create',
    ]);
  });
});
