// @vitest-environment jsdom
import type { User } from '@kits/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { Header } from './header';

await setupWebTest('ru');

/** The header for `user`, its calls answered by the fake server (stores, basket, categories…). */
function renderHeader(user: User) {
  fakeBasketServer({
    override: ({ path }) => (path === 'store' ? { status: 200, body: { data: [] } } : undefined),
  });
  const { wrapper: Wrapper } = renderProviders(user);
  render(
    <Wrapper>
      <Header />
    </Wrapper>,
  );
}

const languageSwitch = () => screen.queryByRole('button', { name: /Версия/ });

describe('header version switch (docs/rules.md#header)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([['manager'], ['admin']])('is shown to a user in the %s group', async (group) => {
    renderHeader(makeUser({ groups: [group], fullname: 'Менеджер' }));
    await screen.findByRole('button', { name: 'Менеджер' });
    const toggle = languageSwitch();
    expect(toggle).toHaveTextContent('RU');
    await userEvent.click(toggle!);
    expect(await screen.findByRole('button', { name: 'Европейская версия (EUR)' })).toBeInTheDocument();
  });

  it.each([['warehouse'], ['dropshipping'], ['retail']])(
    'is not shown to a user in the %s group',
    async (group) => {
      renderHeader(makeUser({ groups: [group], fullname: 'Магазин' }));
      expect(await screen.findByRole('button', { name: 'Магазин' })).toBeInTheDocument();
      expect(languageSwitch()).not.toBeInTheDocument();
    },
  );
});

describe('the notice of a manager viewing another version (docs/rules.md#version-switch)', () => {
  // The header keeps the page's copy of the view in step with /auth/me (useViewSync).
  afterEach(() => localStorage.clear());

  it('shows while /auth/me reports a view, with the way back', async () => {
    renderHeader(makeUser({ groups: ['manager'], fullname: 'Менеджер', view_locale: 'en', version: 'en' }));
    expect(
      await screen.findByText('Показана Европейская версия (EUR) — так магазин видят её покупатели'),
    ).toBeInTheDocument();
    // The way back names the manager's own version, the address's: never the one shown.
    expect(
      screen.getByRole('button', { name: 'Вернуться к своей версии: Русская версия (RUB)' }),
    ).toBeInTheDocument();
  });

  it("is not there when the view is the address's own version", async () => {
    renderHeader(makeUser({ groups: ['manager'], fullname: 'Менеджер', view_locale: 'ru', version: 'ru' }));
    await screen.findByRole('button', { name: 'Менеджер' });
    expect(screen.queryByText(/Показана/)).not.toBeInTheDocument();
  });

  it('is not there without a view', async () => {
    renderHeader(makeUser({ groups: ['manager'], fullname: 'Менеджер' }));
    await screen.findByRole('button', { name: 'Менеджер' });
    expect(screen.queryByText(/Показана/)).not.toBeInTheDocument();
  });
});
