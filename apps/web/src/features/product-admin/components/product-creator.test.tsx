// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderProviders } from '@/test/fake-api';
import { setupWebTest } from '@/test/setup';
import { makeServiceProduct } from '../test/fixtures';
import { ProductCreator } from './product-creator';

await setupWebTest('ru');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The calls of the new product's form; POST answers `answer`. */
function serve(answer: Response) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return answer;
    if (url.includes('/services/statuses')) return json({ data: [{ slug: 'new', name: 'Новый' }] });
    if (url.includes('/services/categories'))
      return json({
        data: [
          {
            id: 3,
            parent_id: null,
            slug: 'kartiny',
            name_ru: 'Картины',
            name_en: 'Paintings',
            position: 0,
            hidden: true,
            external_key: null,
            product_count: 0,
          },
        ],
      });
    return json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function fill() {
  const onCreated = vi.fn();
  render(<ProductCreator onCreated={onCreated} onClose={() => {}} />, { wrapper: renderProviders().wrapper });
  await userEvent.type(screen.getByRole('textbox', { name: 'Код' }), 'NEW-1');
  await userEvent.type(screen.getByRole('textbox', { name: 'Название (русский)' }), 'Новый набор');
  await userEvent.type(screen.getByRole('textbox', { name: 'Название (английский)' }), 'New kit');
  await screen.findByRole('option', { name: 'Картины (скрыта)' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Категория' }), '3');
  await userEvent.type(screen.getByRole('textbox', { name: 'RUB, Оптовая' }), '100');
  await userEvent.type(screen.getByRole('textbox', { name: 'RUB, Розничная' }), '150');
  await userEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
  return onCreated;
}

describe('new product form', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends only what was filled in and opens the new product', async () => {
    const fetch = serve(json({ data: makeServiceProduct({ id: 42, code: 'NEW-1' }) }, 201));
    const onCreated = await fill();
    expect(await screen.findByText('NEW-1 добавлен в каталог.')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(42);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/v0/services/products');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      code: 'NEW-1',
      name_ru: 'Новый набор',
      name_en: 'New kit',
      category_id: 3,
      prices: { RUB: { wholesale: '100', retail: '150' } },
    });
  });

  it('shows the server field errors under their fields', async () => {
    serve(
      json(
        {
          message: 'Проверьте введённые данные',
          code: 'UNPROCESSABLE',
          errors: { code: ['Код NEW-1 уже занят товаром 7'] },
        },
        422,
      ),
    );
    const onCreated = await fill();
    expect(await screen.findByText('Код NEW-1 уже занят товаром 7')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Код' })).toHaveClass('is-invalid');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('checks the required fields before sending', async () => {
    const fetch = serve(json({}, 500));
    render(<ProductCreator onCreated={() => {}} onClose={() => {}} />, {
      wrapper: renderProviders().wrapper,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Проверьте отмеченные поля');
    expect(screen.getByRole('textbox', { name: 'Код' })).toHaveClass('is-invalid');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
