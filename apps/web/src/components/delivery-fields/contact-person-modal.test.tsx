// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { ContactPersonModal } from './contact-person-modal';

await setupWebTest('ru');

const UUID = '7f1c2a52-3d55-4c3e-9a45-1d1d6a0c2b11';
const contact = {
  id: 41,
  full_name: 'Ольга Петрова',
  position: null,
  phone: '+7 900 000-00-00',
  email: null,
  comment: null,
};

function renderModal() {
  const onCreated = vi.fn();
  const { wrapper } = renderProviders();
  render(<ContactPersonModal show onHide={() => {}} userUuid={UUID} onCreated={onCreated} />, { wrapper });
  return onCreated;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

// A shared, loaded machine: user-event flows may take several seconds.
describe('contact person modal (docs/rules.md#spec-5, docs/rules.md#spec-8)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the empty required fields in a "fill empty field" toast and sends nothing', async () => {
    const server = fakeBasketServer();
    renderModal();
    await save();
    const body = (title: HTMLElement) => title.closest('.toast')!.querySelector('.toast-body');
    expect(body(await screen.findByText('Заполните пустые поля'))).toHaveTextContent(/^ФИО, Телефон$/);

    await userEvent.type(screen.getByLabelText(/ФИО/), 'Ольга Петрова');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'olga@example.ru');
    await save();
    // The first toast may have hidden itself meanwhile (5 s): the newest one names only the phone.
    await waitFor(() =>
      expect(body(screen.getAllByText('Заполните пустые поля').at(-1)!)).toHaveTextContent(/^Телефон$/),
    );
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('also marks the empty required fields under themselves and focuses the first (issue 16)', async () => {
    fakeBasketServer();
    renderModal();
    await save();
    const fullName = screen.getByRole('textbox', { name: /ФИО/ });
    const phone = screen.getByRole('textbox', { name: /Телефон/ });
    expect(fullName).toBeInvalid();
    expect(fullName).toHaveAccessibleDescription('Заполните это поле');
    expect(phone).toHaveAccessibleDescription('Заполните это поле');
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Должность/ })).toBeValid();

    await userEvent.type(fullName, 'Ольга');
    expect(fullName).toBeValid();
    expect(fullName).not.toHaveAccessibleDescription();
    expect(phone).toBeInvalid();
  });

  it('sends the contact, shows the server message and hands the new contact back', async () => {
    const server = fakeBasketServer({
      override: (call) =>
        call.path === `profile/${UUID}/contact-face`
          ? { status: 201, body: { data: contact, message: 'Контактное лицо Ольга Петрова добавлено' } }
          : undefined,
    });
    const onCreated = renderModal();
    await userEvent.type(screen.getByLabelText(/ФИО/), ' Ольга Петрова ');
    await userEvent.type(screen.getByLabelText(/Телефон/), '+7 900 000-00-00');
    await save();
    expect(await screen.findByText('Контактное лицо Ольга Петрова добавлено')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(contact);
    expect(server.calls.at(-1)!.body).toEqual({
      full_name: 'Ольга Петрова',
      position: null,
      phone: '+7 900 000-00-00',
      email: null,
      comment: null,
    });
  });

  it('shows the server error message in a toast and the field errors under their fields', async () => {
    fakeBasketServer({
      override: (call) =>
        call.method === 'POST'
          ? {
              status: 422,
              body: {
                message: 'Укажите корректный e-mail',
                errors: { email: ['Укажите корректный e-mail'] },
              },
            }
          : undefined,
    });
    const onCreated = renderModal();
    await userEvent.type(screen.getByLabelText(/ФИО/), 'Ольга');
    await userEvent.type(screen.getByLabelText(/Телефон/), '123');
    await save();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Не удалось добавить контактное лицо');
    expect(toast).toHaveTextContent('Укажите корректный e-mail');
    expect(onCreated).not.toHaveBeenCalled();
    // …and under the field it is about.
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Укажите корректный e-mail');
  });
});
