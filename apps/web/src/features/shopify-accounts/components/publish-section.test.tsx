// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeBasketServer, renderProviders } from '@/test/fake-api';
import { makeProduct, makeUser } from '@/test/fixtures';
import { testProductsQuery } from '@/test/products-query';
import { setupWebTest } from '@/test/setup';
import { makeAccount, makeJob } from '../test/fixtures';
import { PublishSection } from './publish-section';

await setupWebTest('ru');

const PREVIEW = {
  data: {
    count: 34,
    currency: 'RUB',
    items: [
      {
        code: 'AM-0001',
        name: 'Кот на окне',
        price_with_discount: '1000.00',
        retail_price: '1499.00',
        stock: 7,
        pictures: 2,
        published: false,
      },
    ],
  },
};

function open(answer?: (call: Call) => Answer | undefined) {
  const server = fakeBasketServer({
    override: (call) => {
      const own = answer?.(call);
      if (own) return own;
      if (call.path === 'profile/shopify/5/publish/preview') return { status: 200, body: PREVIEW };
      if (call.path === 'profile/shopify/5/jobs') return { status: 200, body: { data: [] } };
      return undefined;
    },
  });
  const { wrapper } = renderProviders(makeUser({ groups: ['dropshipping'] }));
  render(<PublishSection account={makeAccount()} currency="RUB" productsQuery={testProductsQuery} />, {
    wrapper,
  });
  return server;
}

describe('PublishSection (docs/rules.md#shopify-account)', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews the picked category with the price rule: count, my price → retail price', async () => {
    const { calls } = open();
    expect(screen.getByText(/Выберите категории или вставьте коды/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Опубликовать' })).toBeDisabled();
    // The ending's example: 1 234,56 rounded up to …99 is 1 299,00 ₽.
    expect(screen.getByRole('option', { name: /Оканчивается на 99 \(1\s299,00\s₽\)/ })).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Картины по номерам' }));
    const markup = screen.getByLabelText('Наценка');
    await userEvent.clear(markup);
    await userEvent.type(markup, '40');
    await userEvent.selectOptions(screen.getByLabelText('Окончание цены'), '99');
    await userEvent.type(screen.getByLabelText('Коды товаров'), 'AM-0001, AM-0002');

    expect(await screen.findByText(/Будет опубликовано 34 товара\./)).toBeVisible();
    const table = screen.getByRole('table', { name: /Товары к публикации/ });
    expect(table).toHaveTextContent('AM-0001');
    expect(table).toHaveTextContent(/1\s000,00\s₽/);
    expect(table).toHaveTextContent(/→ 1\s499,00\s₽/);
    // Debounced: the preview is asked for the settled form, not for every key.
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/publish/preview')).at(-1)?.body).toEqual({
        category_ids: [20],
        product_codes: ['AM-0001', 'AM-0002'],
        price_rule: { basis: 'markup', markup_percent: 40, ending: '99' },
      }),
    );
    expect(calls.filter((c) => c.path.endsWith('/publish/preview')).length).toBeLessThan(4);
  });

  it('marks a markup out of range and sends nothing for it', async () => {
    const { calls } = open();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Алмазная мозаика' }));
    const markup = screen.getByLabelText('Наценка');
    await userEvent.clear(markup);
    await userEvent.type(markup, '5000');
    expect(markup).toHaveAccessibleDescription('Число от 0 до 1000');
    expect(screen.getByRole('button', { name: 'Опубликовать' })).toBeDisabled();
    await new Promise((r) => setTimeout(r, 600));
    expect(
      calls.some(
        (c) => (c.body as { price_rule?: { markup_percent: number } })?.price_rule?.markup_percent === 5000,
      ),
    ).toBe(false);
  });

  it('publishes: a progress bar while the job runs, then the report with the failed products', async () => {
    let polls = 0;
    const { calls } = open((call) => {
      if (call.method === 'POST' && call.path === 'profile/shopify/5/publish')
        return { status: 202, body: { data: makeJob() } };
      if (call.path === 'profile/shopify/5/jobs/77') {
        polls += 1;
        return {
          status: 200,
          body: {
            data:
              polls < 2
                ? makeJob({ status: 'running', progress: { done: 1, total: 4 } })
                : makeJob({
                    status: 'done',
                    progress: { done: 4, total: 4 },
                    report: { created: 2, updated: 1, failed: [{ code: 'AM-0009', reason: 'No picture' }] },
                  }),
          },
        };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Алмазная мозаика' }));
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    const bar = await screen.findByRole('progressbar', { name: 'Ход публикации' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByText('1 из 4')).toBeVisible();

    expect(await screen.findByText('Публикация завершена', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Создано 2 товара')).toBeVisible();
    expect(screen.getByText('Обновлён 1 товар')).toBeVisible();
    const failed = screen.getByRole('list', { name: 'Товары, которые не удалось опубликовать' });
    expect(within(failed).getByText(/No picture/)).toBeVisible();
    expect(calls.find((c) => c.path === 'profile/shopify/5/publish')?.body).toEqual({
      category_ids: [10],
      product_codes: [],
      price_rule: { basis: 'markup', markup_percent: 50, ending: 'none' },
    });
  });

  it('adds a product found by name to the codes', async () => {
    open((call) =>
      call.path === 'catalog/products'
        ? {
            status: 200,
            body: { data: [makeProduct()], meta: { page: 1, per_page: 8, total: 1, last_page: 1 } },
          }
        : undefined,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Найти товар по коду или названию' }), 'кот');
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить AM-0001' }));
    expect(screen.getByLabelText('Коды товаров')).toHaveValue('AM-0001');
    expect(await screen.findByText(/Будет опубликовано 34 товара\./)).toBeVisible();
  });
});
