// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { makeConnection, makeOptions, makeRun, SUGGESTED } from '../test/fixtures';
import { MoyskladPage } from './moysklad-page';

await setupWebTest('en');

/** The page for an admin in English with `connection`. */
function open(connection: ReturnType<typeof makeConnection>) {
  fakeBasketServer({
    override: (call) =>
      call.path === 'services/moysklad'
        ? { status: 200, body: { data: connection } }
        : call.path === 'services/moysklad/options'
          ? { status: 200, body: { data: makeOptions() } }
          : undefined,
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['admin'], locale: 'en' }), {
    path: '/services/moysklad',
  });
  render(<MoyskladPage />, { wrapper });
}

describe('the МойСклад page in English', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the connect form in English', async () => {
    open(makeConnection({ account: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'MoySklad' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Connect MoySklad' })).toBeVisible();
    expect(screen.getByLabelText('MoySklad access token')).toHaveAccessibleDescription(/Settings → Tokens/);
    expect(screen.getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  it('says the webhooks come with the mapping, and then that they are not registered', async () => {
    open(makeConnection({ webhooks: { registered: false, reason: null } }));
    const account = await screen.findByRole('region', { name: 'Connection' });
    expect(within(account).getByText('registered once the mapping is saved')).toBeVisible();
    cleanup();
    open(makeConnection({ mapping: SUGGESTED, webhooks: { registered: false, reason: null } }));
    const mapped = await screen.findByRole('region', { name: 'Connection' });
    expect(within(mapped).getByText('not registered')).toBeVisible();
  });

  it('names the account, mapping and sync controls in English', async () => {
    open(
      makeConnection({
        mapping: SUGGESTED,
        runs: [makeRun({ status: 'running', progress: { done: 5, total: null, phase: 'products' } })],
      }),
    );
    const account = await screen.findByRole('region', { name: 'Connection' });
    expect(within(account).getByRole('button', { name: 'Disconnect MoySklad' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Sync progress: Catalogue' })).toBeVisible();
    expect(screen.getByText('Processed: 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Full resync' })).toBeDisabled();
    const mapping = screen.getByRole('region', { name: 'Mapping' });
    expect(
      await within(mapping).findByRole('combobox', { name: 'Where the stock of Склад Ленина goes' }),
    ).toHaveDisplayValue('An existing retail outlet');
    expect(within(mapping).getByRole('combobox', { name: 'Outlet for Склад Ленина' })).toHaveValue('102');
    expect(within(mapping).getByRole('combobox', { name: 'Wholesale price, PLN' })).toHaveDisplayValue(
      'Converted from RUB',
    );
    expect(within(mapping).getByRole('combobox', { name: 'Product code comes from' })).toHaveDisplayValue(
      'Article',
    );
    expect(within(mapping).getByRole('button', { name: 'Accept suggestions' })).toBeVisible();
    expect(within(mapping).getByRole('button', { name: 'Save mapping' })).toBeVisible();
  });
});
