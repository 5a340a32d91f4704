import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createMailer, type Mailer, type MailMessage } from '../../lib/mailer';
import { createStore, createUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Set-password links by e-mail (docs/rules.md#password-link): with a mailer (nodemailer's
 * jsonTransport: nothing leaves the machine) the link is queued in the mail outbox
 * (docs/rules.md#mail-outbox) and e-mailed by the `mail.send` job to the user's address in the
 * user's language, from PUBLIC_URL of the user's version (docs/rules.md#public-url), never the
 * request's host; the staff answer carries no url.
 */
let t: TestApp;
let manager: string;
let counterpartyId: number;
const sent: (MailMessage & { from: { address: string } })[] = [];

beforeAll(async () => {
  const json = createMailer({ transport: { jsonTransport: true } as never, from: 'shop@kits.example' });
  const mailer: Mailer = {
    ...json,
    async send(message) {
      const info = await json.send(message);
      const mail = JSON.parse(String(info.message));
      sent.push({ ...mail, to: mail.to[0].address });
      return info;
    },
  };
  t = await createTestApp(
    { PUBLIC_URL: 'https://b2b.example.ru', PUBLIC_URL_EN: 'https://b2b.example.eu' },
    { mailer },
  );
  await createStore({ db: t.db, id: 1, name: 'Склад', currency: 'RUB' });
  const m = await createUser({ db: t.db, groups: ['manager'], stores: [1] });
  manager = await t.app.tokens.sign(m.user.id);
  const [cp] = await queryRows<{ id: number }>(
    t.db,
    sql`insert into counterparties (legal_name) values ('ООО «Мастерская»') returning id`,
  );
  counterpartyId = cp!.id;
});
afterAll(() => t?.close());

const account = (locale: 'ru' | 'en', email: string) => ({
  username: email.split('@')[0],
  fullname: locale === 'ru' ? 'Ольга <Мастер>' : 'Olga Master',
  email,
  phone: null,
  locale,
  groups: [],
  discount: 0,
});

describe('set-password link by e-mail', () => {
  it('e-mails an English user in English with the English version’s PUBLIC_URL link; the answer has no url', async () => {
    const res = await t.call('POST', `/api/v0/services/counterparties/${counterpartyId}/users`, {
      token: manager,
      body: account('en', 'olga.en@shop.example'),
    });
    expect(res.status).toBe(201);
    expect(res.body.link).toMatchObject({ url: null, emailed_to: 'olga.en@shop.example' });
    expect(sent).toHaveLength(0);
    await t.app.jobs.runDue();
    const mail = sent.at(-1)!;
    expect(mail.to).toBe('olga.en@shop.example');
    expect(mail.from.address).toBe('shop@kits.example');
    expect(mail.subject).toBe('Hobby Wholesale: set your password');
    expect(mail.text).toContain('Hello Olga Master,');
    expect(mail.text).toContain('Your login: olga.en.');
    const url = /(http\S+set-password\?token=[\w-]+)/.exec(mail.text)![1]!;
    expect(url.startsWith('https://b2b.example.eu/set-password?token=')).toBe(true);
    expect(mail.html).toContain(`href="${url}"`);

    // The e-mailed link works.
    const token = new URL(url).searchParams.get('token');
    const set = await t.call('POST', '/api/v0/auth/set-password', {
      body: { token, password: 'olga-password' },
    });
    expect(set.status).toBe(200);
  });

  it('writes to a Russian user in Russian, escaping their name in the HTML; a new link is e-mailed too', async () => {
    const res = await t.call('POST', `/api/v0/services/counterparties/${counterpartyId}/users`, {
      token: manager,
      body: account('ru', 'olga.ru@shop.example'),
      version: 'en',
    });
    await t.app.jobs.runDue();
    const mail = sent.at(-1)!;
    expect(mail.subject).toBe('Хобби Опт: задайте пароль для входа');
    expect(mail.text).toContain('Здравствуйте, Ольга <Мастер>!');
    expect(mail.html).toContain('Ольга &#60;Мастер&#62;');
    // Made on the English host, the link still opens the Russian user's version, from PUBLIC_URL.
    expect(mail.text).toContain('https://b2b.example.ru/set-password?token=');

    const again = await t.call('POST', `/api/v0/services/users/${res.body.data.id}/password-link`, {
      token: manager,
    });
    expect(again.body.data).toMatchObject({ url: null, emailed_to: 'olga.ru@shop.example' });
    await t.app.jobs.runDue();
    expect(sent).toHaveLength(3);
  });
});
