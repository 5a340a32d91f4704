// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { HomeRoute } from './home';

await setupWebTest('ru');

/** The home page of a logged-in user; the categories come from the fake server. */
async function renderHome(discount: number) {
  fakeBasketServer();
  const { wrapper } = renderProviders(makeUser({ discount }));
  render(<HomeRoute />, { wrapper });
  return screen.findByText('Текущий магазин: Основной склад', { exact: false });
}

describe('home page discount block (docs/rules.md#discount-block)', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the user’s discount when it is above 0', async () => {
    const storeLine = await renderHome(7);
    expect(storeLine).toHaveTextContent('ваша скидка 7 %');
  });

  it('shows no discount at 0', async () => {
    const storeLine = await renderHome(0);
    expect(storeLine).not.toHaveTextContent('скидка');
    expect(screen.queryByText(/скидка/)).toBeNull();
  });
});
