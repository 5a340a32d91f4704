import {
  type Currency,
  formatDate,
  formatMoney,
  type Locale,
  PASSWORD_LINK_TTL_HOURS,
  type TextLanguage,
} from '@kits/contract';
import type { MailBlock, MailContent } from './layout';
import { mailMessage } from './mail.messages';

/**
 * The app's e-mails (docs/rules.md#mail-outbox) as pure functions of what the outbox row holds:
 * its `data` (written by the business write, in its transaction), the recipient's language, and
 * the links' origin (PUBLIC_URL of the row's version, lib/public-url.ts). Every user-written value
 * (names, comments) is text here and escaped by the layout.
 */

/** A new order (`order-received`): to the buyer, and to the staff address. Money as 2-decimal text. */
export type OrderReceivedData = {
  uuid: string;
  name: string;
  created_at: string;
  /** Before the discount; `discount_sum` off it gives `sum_with_discount`, what is paid. */
  sum: string;
  discount_sum: string;
  sum_with_discount: string;
  currency: string;
  store_name: string | null;
  buyer_name: string;
  buyer_login: string;
  lines: { code: string; name: string; quantity: number; price: string; sum: string }[];
};

/** An order's status moved (`order-status`), to its buyer unless they turned such e-mails off. */
export type OrderStatusData = {
  uuid: string;
  name: string;
  buyer_name: string;
  from: string;
  to: string;
  comment: string | null;
};

/** A registration request or price request came in (`registration-received`): to its sender and to staff. */
export type RegistrationReceivedData = {
  id: number;
  name: string;
  email: string;
  phone: string;
  kind: string;
  comment: string | null;
};

/** A registration request was declined (`registration-declined`), to its sender. */
export type RegistrationDeclinedData = { name: string };

/**
 * A set-password link (`password-link`, docs/rules.md#password-link): for a new account staff made
 * (`account`), an approved request (`approved`) or a forgotten password (`forgot`). `url` is
 * secret: erased from the row once the message is sent or given up.
 */
export type PasswordLinkData = {
  purpose: 'account' | 'approved' | 'forgot';
  name: string;
  username: string;
  url: string;
};

/**
 * A watched product is in stock again (`back-in-stock`, docs/home.md#alerts): to the user who asked,
 * once per return of the stock. The product's name is in the recipient's language.
 */
export type BackInStockData = { buyer_name: string; code: string; product_name: string; quantity: number };

/**
 * Products of the user's outlets fell under their reminder threshold (`reorder-reminder`,
 * docs/home.md#reminders): each product once until its cover is back. Names in the recipient's language.
 */
export type ReorderReminderData = {
  buyer_name: string;
  threshold: number;
  lines: { store_name: string; code: string; name: string; days_of_cover: number; stock: number }[];
};

/** Every template with the data it renders from. */
export type MailTemplates = {
  'order-received': OrderReceivedData;
  'order-status': OrderStatusData;
  'registration-received': RegistrationReceivedData;
  'registration-declined': RegistrationDeclinedData;
  'password-link': PasswordLinkData;
  'back-in-stock': BackInStockData;
  'reorder-reminder': ReorderReminderData;
};
export type MailTemplate = keyof MailTemplates;

/** The data fields a template keeps only until its message is sent or given up. */
export const SECRET_FIELDS: Partial<Record<MailTemplate, string[]>> = { 'password-link': ['url'] };

/** How a message is rendered: in `lang`, links from `origin`, to the buyer/requester or to staff. */
export type RenderContext = { lang: TextLanguage; origin: string; toStaff: boolean };

const localeOf = (lang: TextLanguage): Locale => lang;
const money = (lang: TextLanguage, amount: string, currency: string) =>
  formatMoney(amount, currency as Currency, localeOf(lang));

function orderReceived(data: OrderReceivedData, r: RenderContext): MailContent {
  const t = (key: Parameters<typeof mailMessage>[1], params: Record<string, string | number> = {}) =>
    mailMessage(r.lang, key, params);
  const sum = money(r.lang, data.sum_with_discount, data.currency);
  const date = formatDate(data.created_at, localeOf(r.lang), {
    dateStyle: 'long',
    timeZone: 'Europe/Moscow',
  });
  const lines = data.lines.map((l) =>
    t('orderReceived.line', {
      name: l.name,
      code: l.code,
      quantity: l.quantity,
      price: money(r.lang, l.price, data.currency),
      sum: money(r.lang, l.sum, data.currency),
    }),
  );
  const blocks: MailBlock[] = [
    { p: r.toStaff ? t('greetingStaff') : t('greeting', { name: data.buyer_name || data.buyer_login }) },
    {
      p: r.toStaff
        ? t('orderReceived.staffIntro', {
            buyer: data.buyer_name || data.buyer_login,
            login: data.buyer_login,
            order: data.name,
            date,
            sum,
            store: data.store_name ?? '',
          })
        : t('orderReceived.intro', { order: data.name, date, sum }),
    },
    { p: t('orderReceived.lines') },
    { list: lines },
  ];
  if (Number(data.discount_sum) > 0)
    blocks.push({ p: t('orderReceived.discount', { sum: money(r.lang, data.discount_sum, data.currency) }) });
  blocks.push({ p: t('orderReceived.total', { sum }) });
  blocks.push({ link: { label: t('order.open'), url: `${r.origin}/orders/${data.uuid}` } });
  const subject = r.toStaff
    ? t('orderReceived.staffSubject', { order: data.name, buyer: data.buyer_name || data.buyer_login, sum })
    : t('orderReceived.subject', { order: data.name });
  return { subject, blocks };
}

const STATUSES = ['new', 'confirmed', 'assembled', 'shipped', 'delivered', 'cancelled'] as const;
const statusName = (lang: TextLanguage, status: string) =>
  (STATUSES as readonly string[]).includes(status)
    ? mailMessage(lang, `status.${status as (typeof STATUSES)[number]}`)
    : status;

function orderStatus(data: OrderStatusData, r: RenderContext): MailContent {
  const t = (key: Parameters<typeof mailMessage>[1], params: Record<string, string | number> = {}) =>
    mailMessage(r.lang, key, params);
  const to = statusName(r.lang, data.to);
  const blocks: MailBlock[] = [
    { p: t('greeting', { name: data.buyer_name }) },
    { p: t('orderStatus.intro', { order: data.name, from: statusName(r.lang, data.from), to }) },
  ];
  if (data.comment) blocks.push({ p: t('orderStatus.comment', { comment: data.comment }) });
  blocks.push({ link: { label: t('order.open'), url: `${r.origin}/orders/${data.uuid}` } });
  blocks.push({ small: t('orderStatus.optOut', { url: `${r.origin}/profile` }) });
  return { subject: t('orderStatus.subject', { order: data.name, status: to }), blocks };
}

function registrationReceived(data: RegistrationReceivedData, r: RenderContext): MailContent {
  const t = (key: Parameters<typeof mailMessage>[1], params: Record<string, string | number> = {}) =>
    mailMessage(r.lang, key, params);
  if (!r.toStaff)
    return {
      subject: t('registrationReceived.subject'),
      blocks: [
        { p: t('greeting', { name: data.name }) },
        { p: t('registrationReceived.intro', { email: data.email, phone: data.phone }) },
      ],
    };
  const blocks: MailBlock[] = [
    { p: t('greetingStaff') },
    {
      p: t(
        data.kind === 'price_request'
          ? 'registrationReceived.priceRequestIntro'
          : 'registrationReceived.staffIntro',
      ),
    },
    { p: t('registrationReceived.fields', { name: data.name, email: data.email, phone: data.phone }) },
  ];
  if (data.comment) blocks.push({ p: t('registrationReceived.comment', { comment: data.comment }) });
  blocks.push({
    link: {
      label: t('registrationReceived.open'),
      url: `${r.origin}/services/counterparty/requests/${data.id}`,
    },
  });
  return { subject: t('registrationReceived.staffSubject', { name: data.name }), blocks };
}

function registrationDeclined(data: RegistrationDeclinedData, r: RenderContext): MailContent {
  return {
    subject: mailMessage(r.lang, 'registrationDeclined.subject'),
    blocks: [
      { p: mailMessage(r.lang, 'greeting', { name: data.name }) },
      { p: mailMessage(r.lang, 'registrationDeclined.intro', { url: `${r.origin}/login` }) },
    ],
  };
}

function passwordLink(data: PasswordLinkData, r: RenderContext): MailContent {
  const t = (key: Parameters<typeof mailMessage>[1], params: Record<string, string | number> = {}) =>
    mailMessage(r.lang, key, params);
  const [subject, intro] = {
    account: ['passwordLink.subject', 'passwordLink.intro'] as const,
    approved: ['passwordLink.approvedSubject', 'passwordLink.approvedIntro'] as const,
    forgot: ['passwordLink.forgotSubject', 'passwordLink.forgotIntro'] as const,
  }[data.purpose];
  return {
    subject: t(subject),
    blocks: [
      { p: t('greeting', { name: data.name.trim() || data.username }) },
      { p: t(intro, { username: data.username }) },
      { p: t('passwordLink.action') },
      { link: { label: t('passwordLink.button'), url: data.url } },
      {
        small: `${t('passwordLink.expiry', { hours: PASSWORD_LINK_TTL_HOURS })}\n${t('passwordLink.ignore')}`,
      },
    ],
  };
}

function backInStock(data: BackInStockData, r: RenderContext): MailContent {
  const t = (key: Parameters<typeof mailMessage>[1], params: Record<string, string | number> = {}) =>
    mailMessage(r.lang, key, params);
  return {
    subject: t('backInStock.subject', { name: data.product_name }),
    blocks: [
      { p: t('greeting', { name: data.buyer_name }) },
      { p: t('backInStock.intro', { name: data.product_name, code: data.code, quantity: data.quantity }) },
      {
        link: { label: t('backInStock.open'), url: `${r.origin}/catalog?q=${encodeURIComponent(data.code)}` },
      },
      { small: t('backInStock.once') },
    ],
  };
}

function reorderReminder(data: ReorderReminderData, r: RenderContext): MailContent {
  const t = (key: Parameters<typeof mailMessage>[1], params: Record<string, string | number> = {}) =>
    mailMessage(r.lang, key, params);
  return {
    subject: t('reorderReminder.subject', { count: data.lines.length }),
    blocks: [
      { p: t('greeting', { name: data.buyer_name }) },
      { p: t('reorderReminder.intro', { days: data.threshold }) },
      {
        list: data.lines.map((l) =>
          t('reorderReminder.line', {
            store: l.store_name,
            code: l.code,
            name: l.name,
            days: l.days_of_cover,
            stock: l.stock,
          }),
        ),
      },
      { link: { label: t('reorderReminder.open'), url: `${r.origin}/` } },
      { small: t('reorderReminder.optOut', { url: `${r.origin}/profile` }) },
    ],
  };
}

const RENDERERS: { [T in MailTemplate]: (data: MailTemplates[T], r: RenderContext) => MailContent } = {
  'order-received': orderReceived,
  'order-status': orderStatus,
  'registration-received': registrationReceived,
  'registration-declined': registrationDeclined,
  'password-link': passwordLink,
  'back-in-stock': backInStock,
  'reorder-reminder': reorderReminder,
};

/** The subject and blocks of a stored message; throws for a template this code does not know. */
export function renderTemplate(template: string, data: unknown, r: RenderContext): MailContent {
  const render = RENDERERS[template as MailTemplate] as
    | ((data: unknown, r: RenderContext) => MailContent)
    | undefined;
  if (!render) throw new Error(`unknown mail template ${template}`);
  return render(data, r);
}
