import type { RegistrationRequest } from '@kits/contract';
import { describe, expect, it } from 'vitest';
import { checkOnboarding, draftFromRequest, suggestLogin, toApproveBody } from './onboarding-form';

const request: RegistrationRequest = {
  etag: '"request-v1"',
  id: 7,
  kind: 'registration',
  name: 'Ольга Краскова',
  email: 'Olga.Kraskova@kraski-tver.test',
  phone: '+7 915 321-00-99',
  comment: null,
  version: 'ru',
  status: 'new',
  staff_comment: null,
  reject_reason: null,
  handled_by: null,
  handled_at: null,
  counterparty_id: null,
  user_id: null,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
};

describe('suggestLogin', () => {
  it("offers the e-mail's local part, lower-cased, without what a login can't hold", () => {
    expect(suggestLogin('Olga.Kraskova@kraski-tver.test')).toBe('olga.kraskova');
    expect(suggestLogin('ольга+opt@shop.test')).toBe('opt');
  });

  it('takes the whole address when the local part is too short for a login', () => {
    expect(suggestLogin('ab@shop.test')).toBe('ab@shop.test');
    expect(suggestLogin('Ян@shop.test')).toBe('shop.test');
  });
});

describe('draftFromRequest (docs/rules.md#onboarding)', () => {
  it('prefills the contact and the user from the request and leaves the legal name to fill', () => {
    const draft = draftFromRequest({ ...request, version: 'en' });
    expect(draft.counterparty).toMatchObject({
      legal_name: '',
      contact_name: 'Ольга Краскова',
      contact_email: 'Olga.Kraskova@kraski-tver.test',
      contact_phone: '+7 915 321-00-99',
      version: 'en',
      discount: '0',
    });
    expect(draft.user).toEqual({
      username: 'olga.kraskova',
      fullname: 'Ольга Краскова',
      email: 'Olga.Kraskova@kraski-tver.test',
      phone: '+7 915 321-00-99',
      locale: 'en',
      groups: ['warehouse'],
    });
    expect(draft.withOutlet).toBe(false);
    expect(draft.outlet).toMatchObject({ currency: 'EUR', report_period_days: '14', is_retail: true });
  });
});

describe('toApproveBody', () => {
  it('sends numbers as numbers, no outlet unless asked, and only the requisites of the version', () => {
    const draft = draftFromRequest(request);
    draft.counterparty = {
      ...draft.counterparty,
      legal_name: 'ООО «Краски»',
      inn: '7707083893',
      vat_id: 'PL123',
    };
    draft.counterparty.discount = '7,5';
    const body = toApproveBody(draft);
    // One discount: the counterparty's, given to its first user too.
    expect(body.counterparty).toMatchObject({ inn: '7707083893', vat_id: '', discount: 7.5 });
    expect(body.user.discount).toBe(7.5);
    expect(body.outlet).toBeNull();

    draft.withOutlet = true;
    draft.outlet = { ...draft.outlet, name: 'Краски на Советской', auto_order_sum: '50000' };
    expect(toApproveBody(draft).outlet).toMatchObject({ report_period_days: 14, auto_order_sum: 50000 });
  });
});

describe('checkOnboarding', () => {
  it('asks for the legal name of a fresh draft, and for the INN of a Russian one, and finds nothing else wrong', () => {
    expect(checkOnboarding(draftFromRequest(request))).toEqual({
      'counterparty.legal_name': 'required',
      'counterparty.inn': 'required',
    });
    expect(checkOnboarding(draftFromRequest({ ...request, version: 'en' }))).toEqual({
      'counterparty.legal_name': 'required',
    });
  });

  it('names each bad field as the server would', () => {
    const draft = draftFromRequest(request);
    draft.counterparty.legal_name = 'ООО «Краски»';
    draft.counterparty.inn = '7707083893';
    draft.counterparty.discount = '120';
    draft.user = { ...draft.user, username: 'ол', email: 'no-at-sign', fullname: ' ' };
    draft.withOutlet = true;
    draft.outlet = { ...draft.outlet, report_period_days: '0', auto_order_sum: '-5' };
    expect(checkOnboarding(draft)).toEqual({
      'counterparty.discount': 'percent',
      'user.username': 'login',
      'user.fullname': 'required',
      'user.email': 'email',
      'outlet.name': 'required',
      'outlet.report_period_days': 'period',
      'outlet.auto_order_sum': 'sum',
    });
  });
});
