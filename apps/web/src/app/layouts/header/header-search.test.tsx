// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeProduct, makeUser } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { HeaderSearch } from './header-search';

await setupWebTest('ru');

const cat = makeProduct({
  id: 11,
  code: 'KOT-01',
  name: 'Кошка на окне',
  category_slug: 'kartiny',
  statuses: [{ slug: 'approved_by_content_manager' }],
  price_with_discount: '450.00',
});
const kitten = makeProduct({
  id: 12,
  code: 'KOT-02',
  name: 'Кошка и клубок',
  category_slug: 'kartiny',
  statuses: [],
  price_with_discount: null,
});

/** Where the app went. */
function Where() {
  const location = useLocation();
  return <output aria-label="адрес">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch() {
  const server = fakeBasketServer({
    override: ({ path, query }) =>
      path === 'catalog/products'
        ? {
            status: 200,
            body: {
              data: query.get('q') === 'кошка' ? [cat, kitten] : [],
              meta: { page: 1, per_page: 6, total: query.get('q') === 'кошка' ? 12 : 0, last_page: 2 },
            },
          }
        : undefined,
  });
  const { wrapper: Wrapper } = renderProviders(makeUser(), { path: '/orders' });
  render(
    <Wrapper>
      <HeaderSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </Wrapper>,
  );
  return server;
}

const box = () => screen.getByRole('combobox', { name: 'Поиск по каталогу' });
const where = () => screen.getByRole('status', { name: 'адрес' });

describe('the header search (docs/rules.md#header-search)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('suggests from the whole catalogue: picture, code, name and price; arrows and Enter open the product page', async () => {
    const server = renderSearch();
    await userEvent.type(box(), 'кошка');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringMatching(/KOT-01Кошка на окне450,00\s₽/),
      'KOT-02Кошка и клубок',
    ]);
    // The whole catalogue is asked, whatever page is open.
    const asked = server.calls.find((c) => c.path === 'catalog/products')!;
    expect(asked.query.get('category')).toBe('all');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(where()).toHaveTextContent('/catalog/kartiny/KOT-01'));
  });

  it('opens a product without a page as the catalogue found by its code, and Enter on the text the whole catalogue', async () => {
    renderSearch();
    await userEvent.type(box(), 'кошка');
    await userEvent.click((await screen.findAllByRole('option'))[1]!);
    await waitFor(() => expect(where()).toHaveTextContent('/catalog/all?q=KOT-02'));
    await userEvent.type(box(), 'кошка{Enter}');
    await waitFor(() => expect(where()).toHaveTextContent('/catalog/all?q=%D0%BA%D0%BE%D1%88%D0%BA%D0%B0'));
  });

  it('says when nothing is found, offers all results past the suggestions, and closes on Esc', async () => {
    renderSearch();
    await userEvent.type(box(), 'жираф');
    expect(await screen.findByText('По запросу «жираф» ничего не найдено')).toBeInTheDocument();
    await userEvent.clear(box());
    await userEvent.type(box(), 'кошка');
    expect(await screen.findByRole('button', { name: 'Все результаты: 12' })).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
