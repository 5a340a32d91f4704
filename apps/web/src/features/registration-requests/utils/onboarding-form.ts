import {
  type Currency,
  defaultCurrency,
  REPORT_PERIOD_DEFAULT_DAYS,
  type RegistrationRequest,
  type RequestApproveInput,
  USERNAME_PATTERN,
} from '@kits/contract';

/** The groups a manager may give a new shop's first user (docs/rules.md#role-grants). */
export const ONBOARDING_GROUPS = ['warehouse', 'dropshipping'] as const;
export type OnboardingGroup = (typeof ONBOARDING_GROUPS)[number];

/** The onboarding form as typed: texts as typed, numbers as text until sent. */
export type OnboardingDraft = {
  counterparty: {
    legal_name: string;
    inn: string;
    kpp: string;
    vat_id: string;
    legal_address: string;
    bank_name: string;
    bank_bic: string;
    bank_account: string;
    correspondent_account: string;
    contact_name: string;
    contact_email: string;
    contact_phone: string;
    version: 'ru' | 'en';
    discount: string;
  };
  user: {
    username: string;
    fullname: string;
    email: string;
    phone: string;
    locale: 'ru' | 'en';
    groups: OnboardingGroup[];
  };
  /** Whether the first outlet is created too. */
  withOutlet: boolean;
  outlet: {
    name: string;
    is_retail: boolean;
    city: string;
    currency: Currency;
    report_period_days: string;
    auto_order_sum: string;
    in_ranking: boolean;
  };
};

/** A login offered for an e-mail: its local part, lower-cased, without what a login can't hold. */
export function suggestLogin(email: string): string {
  const clean = (text: string) =>
    text
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9._@-]/g, '')
      .replace(/^[^a-z0-9]+/, '')
      .slice(0, 64);
  const local = clean(email.split('@')[0] ?? '');
  return local.length >= 3 ? local : clean(email);
}

/**
 * The form prefilled from a request (docs/rules.md#onboarding): the contact and the user from what
 * the visitor sent, the user's language from the version the request came from, group warehouse,
 * discount 0; the legal name is left for the manager; the outlet is off, in the version's currency.
 */
export function draftFromRequest(request: RegistrationRequest): OnboardingDraft {
  const { version } = request;
  return {
    counterparty: {
      legal_name: '',
      inn: '',
      kpp: '',
      vat_id: '',
      legal_address: '',
      bank_name: '',
      bank_bic: '',
      bank_account: '',
      correspondent_account: '',
      contact_name: request.name,
      contact_email: request.email,
      contact_phone: request.phone,
      version,
      discount: '0',
    },
    user: {
      username: suggestLogin(request.email),
      fullname: request.name,
      email: request.email,
      phone: request.phone,
      locale: version,
      groups: ['warehouse'],
    },
    withOutlet: false,
    outlet: {
      name: '',
      is_retail: true,
      city: '',
      currency: defaultCurrency(version),
      report_period_days: String(REPORT_PERIOD_DEFAULT_DAYS),
      auto_order_sum: '',
      in_ranking: true,
    },
  };
}

/** A decimal typed with a comma or a point ("12,5"); '' → NaN. */
const decimal = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/**
 * The approve body of the draft. Requisites of the other version are sent empty (a Russian
 * counterparty has no VAT id; a European one no INN, KPP or correspondent account).
 */
export function toApproveBody(draft: OnboardingDraft): RequestApproveInput {
  const c = draft.counterparty;
  const ru = c.version === 'ru';
  const sum = draft.outlet.auto_order_sum.trim();
  return {
    counterparty: {
      ...c,
      inn: ru ? c.inn : '',
      kpp: ru ? c.kpp : '',
      correspondent_account: ru ? c.correspondent_account : '',
      vat_id: ru ? '' : c.vat_id,
      discount: decimal(c.discount),
    },
    // One discount: the counterparty's, which its first user gets (docs/rules.md#onboarding).
    user: { ...draft.user, phone: draft.user.phone.trim() || null, discount: decimal(c.discount) },
    outlet: draft.withOutlet
      ? {
          ...draft.outlet,
          report_period_days: Number(draft.outlet.report_period_days),
          auto_order_sum: sum === '' ? null : decimal(sum),
        }
      : null,
  };
}

/** What is wrong with a field, as a key of `onboarding.problems`. */
export type OnboardingProblem = 'required' | 'email' | 'login' | 'percent' | 'period' | 'sum';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isPercent = (text: string) => {
  const n = decimal(text);
  return Number.isFinite(n) && n >= 0 && n <= 100;
};

/**
 * The problems the page can see before sending, keyed like the server's field errors
 * (`counterparty.legal_name`, `user.email`, `outlet.report_period_days`); the server checks the
 * rest (requisites, logins and e-mails of other accounts).
 */
export function checkOnboarding(draft: OnboardingDraft): Record<string, OnboardingProblem> {
  const problems: Record<string, OnboardingProblem> = {};
  const { counterparty: c, user: u, outlet: o } = draft;
  if (!c.legal_name.trim()) problems['counterparty.legal_name'] = 'required';
  // A Russian counterparty's INN is required (its format the server checks, docs/rules.md#requisites).
  if (c.version === 'ru' && !c.inn.trim()) problems['counterparty.inn'] = 'required';
  if (c.contact_email.trim() && !EMAIL.test(c.contact_email.trim()))
    problems['counterparty.contact_email'] = 'email';
  if (!isPercent(c.discount)) problems['counterparty.discount'] = 'percent';
  if (!USERNAME_PATTERN.test(u.username.trim())) problems['user.username'] = 'login';
  if (!u.fullname.trim()) problems['user.fullname'] = 'required';
  if (!u.email.trim()) problems['user.email'] = 'required';
  else if (!EMAIL.test(u.email.trim())) problems['user.email'] = 'email';
  if (draft.withOutlet) {
    if (!o.name.trim()) problems['outlet.name'] = 'required';
    const period = Number(o.report_period_days);
    if (!(Number.isInteger(period) && period >= 1 && period <= 365))
      problems['outlet.report_period_days'] = 'period';
    const sum = decimal(o.auto_order_sum);
    if (o.auto_order_sum.trim() && !(Number.isFinite(sum) && sum > 0))
      problems['outlet.auto_order_sum'] = 'sum';
  }
  return problems;
}
