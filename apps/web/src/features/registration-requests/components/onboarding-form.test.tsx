// @vitest-environment jsdom
import type { RegistrationRequest } from '@kits/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { OnboardingForm } from './onboarding-form';

await setupWebTest('ru');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const request: RegistrationRequest = {
  etag: '"request-v1"',
  id: 12,
  kind: 'registration',
  name: 'Ольга Краскова',
  email: 'olga@kraski.test',
  phone: '+7 915 321-00-99',
  comment: null,
  version: 'ru',
  status: 'in_progress',
  staff_comment: null,
  reject_reason: null,
  handled_by: null,
  handled_at: null,
  counterparty_id: null,
  user_id: null,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
};

function open(answer: (body: unknown) => Response) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => answer(JSON.parse(String(init?.body))));
  vi.stubGlobal('fetch', fetch);
  const onApproved = vi.fn();
  render(<OnboardingForm request={request} onApproved={onApproved} onCancel={() => {}} />, {
    wrapper: renderProviders().wrapper,
  });
  return { fetch, onApproved };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Одобрить и создать' }));

describe('the onboarding form (docs/rules.md#onboarding)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the legal name and the INN, both marked required, before sending anything', async () => {
    const { fetch } = open(() => json({}));
    expect(field('Логин')).toHaveValue('olga');
    expect(field('Контактное лицо')).toHaveValue('Ольга Краскова');
    expect(field('ИНН')).toBeRequired();
    // One discount, the company's.
    expect(screen.getAllByLabelText('Скидка, %')).toHaveLength(1);
    await submit();
    expect(screen.getByText('Исправьте 2 поля.')).toBeInTheDocument();
    expect(field('Юридическое название')).toBeInvalid();
    expect(field('ИНН')).toBeInvalid();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field error under the user's e-mail, and clears it when the e-mail changes", async () => {
    const { fetch, onApproved } = open(() =>
      json({ message: 'Проверьте данные', errors: { 'user.email': ['Этот e-mail уже занят'] } }, 422),
    );
    await userEvent.type(field('Юридическое название'), 'ООО «Краски»');
    await userEvent.type(field('ИНН'), '7707083893');
    await submit();
    expect(await screen.findByText('Этот e-mail уже занят')).toBeInTheDocument();
    expect(field('E-mail')).toBeInvalid();
    const body = fetch.mock.calls[0]![1]!.body;
    expect(JSON.parse(String(body))).toMatchObject({
      counterparty: { legal_name: 'ООО «Краски»', inn: '7707083893', version: 'ru', discount: 0 },
      user: { username: 'olga', email: 'olga@kraski.test', locale: 'ru', groups: ['warehouse'], discount: 0 },
      outlet: null,
    });
    await userEvent.type(field('E-mail'), 'x');
    expect(screen.queryByText('Этот e-mail уже занят')).not.toBeInTheDocument();
    expect(onApproved).not.toHaveBeenCalled();
  });

  it('sends the first outlet when asked and hands the answer with the login on', async () => {
    const answer = {
      data: { ...request, status: 'approved', counterparty_id: 5, user_id: 9 },
      counterparty_id: 5,
      user_id: 9,
      link: {
        url: 'http://localhost/set-password?token=abc',
        expires_at: '2026-01-13T09:00:00.000Z',
        emailed_to: null,
      },
    };
    const { fetch, onApproved } = open(() => json(answer));
    await userEvent.type(field('Юридическое название'), 'ООО «Краски»');
    await userEvent.type(field('ИНН'), '7707083893');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Создать и первую торговую точку' }));
    await userEvent.type(field('Название точки'), 'Краски на Советской');
    await submit();
    await vi.waitFor(() => expect(onApproved).toHaveBeenCalledWith(answer, 'olga'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body)).outlet).toEqual({
      name: 'Краски на Советской',
      is_retail: true,
      city: '',
      currency: 'RUB',
      report_period_days: 14,
      auto_order_sum: null,
      in_ranking: true,
    });
  });
});
