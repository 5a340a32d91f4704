/**
 * Requisites of a counterparty (docs/rules.md#requisites): Russian INN/KPP, bank BIC and accounts,
 * or a European VAT id, SWIFT code and IBAN. Pure checks shared by the server (422 field errors in
 * the request's language) and the staff page (hints before sending).
 */

/** Weights of the INN check digits (ФНС): the company's one, the sole trader's two. */
const INN_WEIGHTS = {
  company: [2, 4, 10, 3, 5, 9, 4, 6, 8],
  soleTrader11: [7, 2, 4, 10, 3, 5, 9, 4, 6, 8],
  soleTrader12: [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8],
} as const;

const checkDigit = (digits: readonly number[], weights: readonly number[]) =>
  (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11) % 10;

/**
 * The check digits an INN needs after its leading digits: 9 leading digits (a company) → its one
 * check digit; 10 (a sole trader) → its two. Each is Σ weight × digit mod 11 mod 10.
 * @throws RangeError for any other count.
 */
export function innCheckDigits(leading: readonly number[]): number[] {
  if (leading.length === 9) return [checkDigit(leading, INN_WEIGHTS.company)];
  if (leading.length !== 10) throw new RangeError('an INN has 9 or 10 leading digits');
  const first = checkDigit(leading, INN_WEIGHTS.soleTrader11);
  return [first, checkDigit([...leading, first], INN_WEIGHTS.soleTrader12)];
}

/** Whose INN it is: 10 digits a company, 12 a sole trader (ИП); null when it is neither length of digits. */
export function innKind(inn: string): 'company' | 'sole_trader' | null {
  if (/^\d{10}$/.test(inn)) return 'company';
  if (/^\d{12}$/.test(inn)) return 'sole_trader';
  return null;
}

/** True when `inn` is 10 or 12 digits whose check digits are right. */
export function isValidInn(inn: string): boolean {
  if (!innKind(inn)) return false;
  const digits = [...inn].map(Number);
  const leading = digits.slice(0, inn.length === 10 ? 9 : 10);
  return innCheckDigits(leading).join('') === inn.slice(leading.length);
}

/** What is wrong with a requisite, as the server words it (`requisites.<problem>` messages). */
export type RequisiteProblem =
  | 'innRequired'
  | 'innFormat'
  | 'innCheck'
  | 'kppFormat'
  | 'kppSoleTrader'
  | 'bicFormat'
  | 'swiftFormat'
  | 'accountFormat'
  | 'ibanFormat'
  | 'vatFormat';

/** The requisite fields a counterparty body carries (already trimmed, '' as null). */
export type RequisitesInput = {
  version: 'ru' | 'en';
  inn?: string | null;
  kpp?: string | null;
  vat_id?: string | null;
  bank_bic?: string | null;
  bank_account?: string | null;
  correspondent_account?: string | null;
};
export type RequisiteField = Exclude<keyof RequisitesInput, 'version'>;

const PATTERNS = {
  kpp: /^\d{9}$/,
  bic: /^\d{9}$/,
  account: /^\d{20}$/,
  /** SWIFT/BIC: bank (4 letters), country (2 letters), place (2), optional branch (3). */
  swift: /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
  /** IBAN: country (2 letters), check digits (2), then 11–30 letters or digits. */
  iban: /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
  /** VAT id: the country's two letters, then 2–13 letters or digits. */
  vat: /^[A-Z]{2}[A-Z0-9]{2,13}$/,
};

/**
 * The problems of a counterparty's requisites, by field (docs/rules.md#requisites); empty when all
 * is well. Russian version: the INN is required (10 digits of a company or 12 of a sole trader,
 * check digits right), a KPP is 9 digits and only for a company, the BIC 9 digits, the settlement
 * account 20. English version: the INN and KPP are optional (checked the same way when given), a
 * VAT id is two letters and 2–13 letters or digits, the BIC a SWIFT code, the account an IBAN.
 * A correspondent account is 20 digits in both.
 */
export function requisitesProblems(
  input: RequisitesInput,
): Partial<Record<RequisiteField, RequisiteProblem>> {
  const problems: Partial<Record<RequisiteField, RequisiteProblem>> = {};
  const russian = input.version === 'ru';
  const kind = input.inn ? innKind(input.inn) : null;
  if (!input.inn) {
    if (russian) problems.inn = 'innRequired';
  } else if (!kind) problems.inn = 'innFormat';
  else if (!isValidInn(input.inn)) problems.inn = 'innCheck';
  if (input.kpp) {
    if (!PATTERNS.kpp.test(input.kpp)) problems.kpp = 'kppFormat';
    else if (kind === 'sole_trader') problems.kpp = 'kppSoleTrader';
  }
  if (input.vat_id && !PATTERNS.vat.test(input.vat_id)) problems.vat_id = 'vatFormat';
  if (input.bank_bic && !(russian ? PATTERNS.bic : PATTERNS.swift).test(input.bank_bic))
    problems.bank_bic = russian ? 'bicFormat' : 'swiftFormat';
  if (input.bank_account && !(russian ? PATTERNS.account : PATTERNS.iban).test(input.bank_account))
    problems.bank_account = russian ? 'accountFormat' : 'ibanFormat';
  if (input.correspondent_account && !PATTERNS.account.test(input.correspondent_account))
    problems.correspondent_account = 'accountFormat';
  return problems;
}

/** A requisite as typed, compacted for checking and keeping: spaces removed, letters upper-case. */
export const compactRequisite = (value: string) => value.replace(/\s+/g, '').toUpperCase();
