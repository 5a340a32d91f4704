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

const languageSwitch = () => screen.queryByRole('button', { name: /Язык интерфейса/ });

describe('header language switch (docs/rules.md#header)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([['manager'], ['admin']])('is shown to a user in the %s group', async (group) => {
    renderHeader(makeUser({ groups: [group], fullname: 'Менеджер' }));
    await screen.findByRole('button', { name: 'Менеджер' });
    const toggle = languageSwitch();
    expect(toggle).toHaveTextContent('RU');
    await userEvent.click(toggle!);
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
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
