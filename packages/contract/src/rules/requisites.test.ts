import { describe, expect, it } from 'vitest';
import { compactRequisite, innCheckDigits, innKind, isValidInn, requisitesProblems } from './requisites';

/** Real taxpayers' INNs: Sberbank, Yandex, Gazprom, Tinkoff, VTB (companies); the tax service's sole trader example. */
const COMPANY_INNS = ['7707083893', '7736207543', '7736050003', '7710140679', '7702070139'];
const SOLE_TRADER_INNS = ['500100732259'];

describe('INN (docs/rules.md#requisites)', () => {
  it('accepts real companies’ and sole traders’ INNs', () => {
    for (const inn of COMPANY_INNS)
      expect([inn, innKind(inn), isValidInn(inn)]).toEqual([inn, 'company', true]);
    for (const inn of SOLE_TRADER_INNS)
      expect([inn, innKind(inn), isValidInn(inn)]).toEqual([inn, 'sole_trader', true]);
  });

  it('refuses a wrong check digit, in either place of a sole trader’s two', () => {
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732269')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    for (const inn of ['770708389', '77070838931', '7707O83893', '', '50010073225'])
      expect([inn, isValidInn(inn), innKind(inn)]).toEqual([inn, false, null]);
  });

  it('computes the check digits from the leading ones, and nothing else', () => {
    expect(innCheckDigits([7, 7, 0, 7, 0, 8, 3, 8, 9])).toEqual([3]);
    expect(innCheckDigits([5, 0, 0, 1, 0, 0, 7, 3, 2, 2])).toEqual([5, 9]);
    expect(() => innCheckDigits([1, 2, 3])).toThrow(RangeError);
  });
});

describe('requisitesProblems', () => {
  const ru = {
    version: 'ru' as const,
    inn: '7707083893',
    kpp: '773601001',
    bank_bic: '044525225',
    bank_account: '40702810938000012345',
    correspondent_account: '30101810400000000225',
  };

  it('finds nothing wrong with a Russian company’s requisites, or with a sole trader without KPP', () => {
    expect(requisitesProblems(ru)).toEqual({});
    expect(requisitesProblems({ ...ru, inn: '500100732259', kpp: null })).toEqual({});
  });

  it('requires the INN in the Russian version only', () => {
    expect(requisitesProblems({ ...ru, inn: null })).toEqual({ inn: 'innRequired' });
    expect(requisitesProblems({ version: 'en', vat_id: 'DE123456789' })).toEqual({});
  });

  it('names the field and what is wrong with it', () => {
    expect(
      requisitesProblems({
        version: 'ru',
        inn: '7707083894',
        kpp: '7736010',
        bank_bic: '04452522',
        bank_account: '4070281093800001234',
        correspondent_account: '3010181040000000022X',
      }),
    ).toEqual({
      inn: 'innCheck',
      kpp: 'kppFormat',
      bank_bic: 'bicFormat',
      bank_account: 'accountFormat',
      correspondent_account: 'accountFormat',
    });
    expect(requisitesProblems({ ...ru, inn: '77070838' })).toEqual({ inn: 'innFormat' });
  });

  it('refuses a KPP beside a sole trader’s INN (companies only)', () => {
    expect(requisitesProblems({ ...ru, inn: '500100732259' })).toEqual({ kpp: 'kppSoleTrader' });
  });

  it('checks a VAT id, SWIFT code and IBAN in the English version', () => {
    const en = {
      version: 'en' as const,
      vat_id: 'RS123456789',
      bank_bic: 'RZBSRSBG',
      bank_account: 'DE89370400440532013000',
    };
    expect(requisitesProblems(en)).toEqual({});
    expect(requisitesProblems({ ...en, bank_bic: 'DEUTDEFF500' })).toEqual({});
    expect(
      requisitesProblems({
        ...en,
        vat_id: 'D1234',
        bank_bic: '044525225',
        bank_account: '40702810938000012345',
      }),
    ).toEqual({
      vat_id: 'vatFormat',
      bank_bic: 'swiftFormat',
      bank_account: 'ibanFormat',
    });
    expect(requisitesProblems({ ...en, vat_id: 'DE1' })).toEqual({ vat_id: 'vatFormat' });
    expect(requisitesProblems({ ...en, vat_id: 'DE12345678901234' })).toEqual({ vat_id: 'vatFormat' });
  });

  it('compacts typed requisites: no spaces, upper-case letters', () => {
    expect(compactRequisite(' de 89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
  });
});
