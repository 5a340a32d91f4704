// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { makeAccount } from '../test/fixtures';
import { ShopifyMenuItem } from './shopify-menu-item';

await setupWebTest('ru');

function open(groups: string[], accounts: unknown[]) {
  const server = fakeBasketServer({
    override: (call) =>
      call.path === 'profile/shopify' ? { status: 200, body: { data: accounts } } : undefined,
  });
  const { wrapper } = renderProviders(makeUser({ groups }));
  render(
    <NavDropdown show id="menu" title="menu">
      <ShopifyMenuItem user={makeUser({ groups })} />
    </NavDropdown>,
    { wrapper },
  );
  return server;
}

const item = () => screen.queryByRole('link', { name: 'Аккаунты интернет-магазинов' });

describe('the Shopify item of the user menu (docs/rules.md#shopify-account)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows for a dropshipping user without asking for the accounts', async () => {
    const { calls } = open(['dropshipping'], []);
    expect(item()).toHaveAttribute('href', '/profile/services/shopify-accounts');
    expect(calls.some((c) => c.path === 'profile/shopify')).toBe(false);
  });

  it('shows for a wholesale shop once it has an account, not before', async () => {
    open(['warehouse'], [makeAccount()]);
    await waitFor(() => expect(item()).toBeInTheDocument());
  });

  it('stays hidden for a wholesale shop with no account', async () => {
    const { calls } = open(['warehouse'], []);
    await waitFor(() => expect(calls.some((c) => c.path === 'profile/shopify')).toBe(true));
    expect(item()).not.toBeInTheDocument();
  });
});
