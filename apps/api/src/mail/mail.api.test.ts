import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { addBasketLine } from '../test/factories/basket';
import { createCategory, createProduct } from '../test/factories/catalog';
import { createRegistrationRequest } from '../test/factories/registration-requests';
import { createStore, createUser, randomTestIp } from '../test/factories/users';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAIL_MAX_ATTEMPTS } from './send.job';

/**
 * The mail outbox end to end (docs/rules.md#mail-outbox): each business write queues its e-mails
 * in its transaction, the job runner's `mail.send` delivers them to a real SMTP server (in this
 * process, test/smtp-server.ts) in the recipient's language with links from PUBLIC_URL only; a
 * refused or failed send is tried again later and then delivered, and given up after the last try
 * with its error kept; a message goes out once however many drainers run; the status e-mail
 * honours the user's opt-out.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let manager: string;
let outlet: number;
let outletEn: number;
let categoryId: number;
const RU = 'https://b2b.example.ru';
const EN = 'https://b2b.example.eu';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Хобби Опт <shop@kits.example>',
    MAIL_STAFF_TO: 'staff@kits.example',
    PUBLIC_URL: RU,
    PUBLIC_URL_EN: EN,
  });
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  await createStore({ db: t.db, id: 56, name: 'Warehouse EU', currency: 'EUR', version: 'en' });
  outlet = (await createStore({ db: t.db, name: 'Точка на Ленина', isRetail: true })).id;
  outletEn = (
    await createStore({ db: t.db, name: 'Shop Berlin', isRetail: true, currency: 'EUR', version: 'en' })
  ).id;
  categoryId = (await createCategory({ db: t.db })).id;
  manager = await t.app.tokens.sign((await createUser({ db: t.db, groups: ['manager'] })).user.id);
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});
beforeEach(() => {
  smtp.accept();
  smtp.received.length = 0;
});

/** Runs the due jobs (the periodic check queues `mail.send` when a message is due). */
const drain = () => t.app.jobs.runDue();

const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const linkIn = (mail: ReceivedMail, path: string) =>
  new RegExp(`(https?://[^\\s"<]+${path.replace(/[?]/g, '\\?')}[^\\s"<]*)`).exec(mail.text)?.[1];

async function customer(options: { locale?: 'ru' | 'en'; fullname?: string } = {}) {
  // An English buyer shops in an outlet of the English version.
  const { user } = await createUser({
    db: t.db,
    groups: ['warehouse'],
    stores: [options.locale === 'en' ? outletEn : outlet],
    locale: options.locale,
    fullname: options.fullname,
  });
  const storeId = options.locale === 'en' ? outletEn : outlet;
  return { ...user, storeId, token: await t.app.tokens.sign(user.id) };
}

async function placeOrder(who: { id: number; token: string; storeId: number }, version?: 'ru' | 'en') {
  const product = await createProduct({
    db: t.db,
    categoryId,
    nameRu: 'Картина <b>по номерам</b>',
    prices: [
      { currency: 'RUB', wholesale: '100.00', retail: '200.00' },
      { currency: 'EUR', wholesale: '2.00', retail: '4.00' },
    ],
    stock: [
      { storeId: 1, quantity: 50 },
      { storeId: 56, quantity: 50 },
    ],
  });
  await addBasketLine({ db: t.db, userId: who.id, storeId: who.storeId, productId: product.id, count: 3 });
  const res = await t.call('POST', '/api/v0/order/send', {
    token: who.token,
    body: { order_comment: {} },
    version,
  });
  expect(res.status).toBe(201);
  return res.body as { uuid: string; name: string };
}

const outboxOf = (template: string) =>
  queryRows<{ id: number; status: string; attempts: number; last_error: string | null; data: unknown }>(
    t.db,
    sql`select id, status, attempts, last_error, data from mail_outbox where template = ${template} order by id`,
  );

describe('order e-mails', () => {
  it('writes "order received" with the order, sends nothing while the request runs, then e-mails the buyer and staff', async () => {
    const buyer = await customer({ fullname: 'Ольга <Мастер>' });
    const order = await placeOrder(buyer);
    expect(smtp.received).toHaveLength(0);
    expect((await outboxOf('order-received')).at(-1)?.status).toBe('pending');

    await drain();
    const [toBuyer] = mailTo(buyer.email!);
    expect(toBuyer!.subject).toBe(`Хобби Опт: заказ ${order.name} принят`);
    expect(toBuyer!.from).toBe('shop@kits.example');
    expect(toBuyer!.text).toContain('Здравствуйте, Ольга <Мастер>!');
    expect(toBuyer!.text).toContain('Картина <b>по номерам</b>');
    // User text is escaped in the HTML: the name is never markup.
    expect(toBuyer!.html).toContain('Ольга &#60;Мастер&#62;');
    expect(toBuyer!.html).not.toContain('<b>по номерам</b>');
    expect(linkIn(toBuyer!, '/orders/')).toBe(`${RU}/orders/${order.uuid}`);
    expect(toBuyer!.messageId).toMatch(/^<mail-\d+@b2b\.example\.ru>$/);

    const [toStaff] = mailTo('staff@kits.example');
    expect(toStaff!.subject).toContain(`Новый заказ ${order.name}`);
    expect(linkIn(toStaff!, '/orders/')).toBe(`${RU}/orders/${order.uuid}`);
    expect((await outboxOf('order-received')).slice(-2).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('writes to an English buyer in English, with links of the English version', async () => {
    const buyer = await customer({ locale: 'en', fullname: 'Olga Master' });
    const order = await placeOrder(buyer, 'en');
    await drain();
    const [mail] = mailTo(buyer.email!);
    expect(mail!.subject).toBe(`Hobby Wholesale: order ${order.name} received`);
    expect(mail!.text).toContain('Hello Olga Master,');
    expect(linkIn(mail!, '/orders/')).toBe(`${EN}/orders/${order.uuid}`);
  });

  it('e-mails the buyer when staff move the status, unless they turned status e-mails off', async () => {
    const buyer = await customer();
    const order = await placeOrder(buyer);
    await drain();
    const move = (status: string, comment: string | null = null) =>
      t.call('POST', `/api/v0/orders/${order.uuid}/status`, { token: manager, body: { status, comment } });
    expect((await move('confirmed', 'Соберём к <пятнице>')).status).toBe(200);
    await drain();
    const [mail] = mailTo(buyer.email!).filter((m) => m.subject.includes('Подтверждён'));
    expect(mail!.subject).toBe(`Хобби Опт: заказ ${order.name} — Подтверждён`);
    expect(mail!.text).toContain('«Новый» → «Подтверждён»');
    expect(mail!.text).toContain('Комментарий: Соберём к <пятнице>');
    expect(mail!.html).toContain('Соберём к &#60;пятнице&#62;');
    expect(linkIn(mail!, '/profile')).toBe(`${RU}/profile`);

    // The buyer turns status e-mails off in the profile: the next move e-mails nobody.
    const off = await t.call('PATCH', `/api/v0/profile/${buyer.uuid}`, {
      token: buyer.token,
      body: { order_status_emails: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.order_status_emails).toBe(false);
    const before = (await outboxOf('order-status')).length;
    expect((await move('assembled')).status).toBe(200);
    await drain();
    expect(await outboxOf('order-status')).toHaveLength(before);
    expect(mailTo(buyer.email!).filter((m) => m.subject.includes('Собран'))).toHaveLength(0);
  });
});

describe('registration e-mails', () => {
  it('tells the sender and staff that a request came in, in the version’s language', async () => {
    const res = await t.call('POST', '/api/v0/auth/registration', {
      body: { name: 'Olga <Shop>', email: 'olga.request@shop.example', phone: '+44 20 7946 0000' },
      version: 'en',
      headers: { 'x-forwarded-for': randomTestIp() },
    });
    expect(res.status).toBe(200);
    await drain();
    const [mail] = mailTo('olga.request@shop.example');
    expect(mail!.subject).toBe('Hobby Wholesale: your request was received');
    expect(mail!.text).toContain('Hello Olga <Shop>,');
    const [staff] = mailTo('staff@kits.example');
    expect(staff!.subject).toBe('New request: Olga <Shop>');
    expect(staff!.html).toContain('Olga &#60;Shop&#62;');
    expect(linkIn(staff!, '/services/counterparty/requests/')).toMatch(
      new RegExp(`^${EN}/services/counterparty/requests/\\d+$`),
    );
  });

  it('tells the sender when their request is declined', async () => {
    const request = await createRegistrationRequest({
      db: t.db,
      email: 'declined@shop.example',
      version: 'ru',
    });
    const res = await t.call('POST', `/api/v0/services/registration-requests/${request.id}/reject`, {
      token: manager,
      body: { reason: 'Внутренняя причина' },
    });
    expect(res.status).toBe(200);
    await drain();
    const [mail] = mailTo('declined@shop.example');
    expect(mail!.subject).toBe('Хобби Опт: заявка отклонена');
    expect(mail!.text).not.toContain('Внутренняя причина');
  });

  it('e-mails the approved shop its set-password link, from PUBLIC_URL whatever Host the staff page sent', async () => {
    const request = await createRegistrationRequest({ db: t.db, email: 'approved@shop.example' });
    const res = await t.call('POST', `/api/v0/services/registration-requests/${request.id}/approve`, {
      token: manager,
      headers: {
        host: 'evil.example.com',
        'x-forwarded-host': 'evil.example.com',
        'x-forwarded-proto': 'http',
      },
      body: {
        counterparty: {
          legal_name: 'ООО «Одобрено»',
          inn: '7707083893',
          kpp: '773601001',
          legal_address: 'г. Тверь, ул. Советская, 10',
          version: 'ru',
          discount: 0,
        },
        user: {
          username: 'approved_shop',
          fullname: 'Одобренный магазин',
          email: 'approved@shop.example',
          phone: null,
          locale: 'ru',
          groups: ['warehouse'],
          discount: 0,
        },
        outlet: null,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.link).toMatchObject({ url: null, emailed_to: 'approved@shop.example' });
    await drain();
    const [mail] = mailTo('approved@shop.example');
    expect(mail!.subject).toBe('Хобби Опт: заявка одобрена — задайте пароль');
    const url = linkIn(mail!, '/set-password?token=')!;
    expect(url.startsWith(`${RU}/set-password?token=`)).toBe(true);
    expect(mail!.html).not.toContain('evil.example.com');
    // Sent: the link is no longer kept in the outbox.
    const [row] = (await outboxOf('password-link')).slice(-1);
    expect(JSON.stringify(row!.data)).not.toContain('token=');
  });
});

describe('delivery', () => {
  it('tries a refused message again later and then delivers it; gives up after the last try, keeping the error', async () => {
    smtp.refuse(451);
    const buyer = await customer();
    await placeOrder(buyer);
    await drain();
    expect(smtp.received).toHaveLength(0);
    const [refused] = (await outboxOf('order-received')).slice(-2);
    expect(refused).toMatchObject({ status: 'pending', attempts: 1 });
    expect(refused!.last_error).toMatch(/451/);
    // Not due yet: a drain now sends nothing.
    await drain();
    expect(smtp.received).toHaveLength(0);

    smtp.accept();
    await t.db.execute(sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`);
    await drain();
    expect(mailTo(buyer.email!)).toHaveLength(1);
    expect((await outboxOf('order-received')).slice(-2).map((r) => r.status)).toEqual(['sent', 'sent']);

    // The server down: the same; after MAIL_MAX_ATTEMPTS tries the message is given up.
    await smtp.stop();
    try {
      const other = await customer();
      await placeOrder(other);
      for (let i = 0; i < MAIL_MAX_ATTEMPTS; i++) {
        await t.db.execute(sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`);
        await drain();
      }
      const rows = (await outboxOf('order-received')).slice(-2);
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ['failed', MAIL_MAX_ATTEMPTS],
        ['failed', MAIL_MAX_ATTEMPTS],
      ]);
      expect(rows[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.start();
    }
  });

  it('sends a message once when two drainers run at the same moment', async () => {
    const buyer = await customer();
    await placeOrder(buyer);
    const { drainOutbox } = await import('./send.job');
    const job = { db: t.db, config: t.config, mailer: t.app.mailer, signal: new AbortController().signal };
    const reports = await Promise.all([drainOutbox(job), drainOutbox(job), drainOutbox(job)]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect(mailTo(buyer.email!)).toHaveLength(1);
    expect(mailTo('staff@kits.example')).toHaveLength(1);
  });
});
