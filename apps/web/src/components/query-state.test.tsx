// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { type QueryLike, QueryState } from './query-state';

await setupWebTest('ru');

const query = (state: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});

const renderState = (q: QueryLike<string[]>) =>
  render(
    <QueryState
      query={q}
      errorTitle="Не удалось загрузить заказы"
      isEmpty={(rows) => rows.length === 0}
      empty={<p>Заказов пока нет</p>}
    >
      {(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows a loading status while the first answer is awaited', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
  });

  it('shows what failed with the error’s message, and its retry button refetches', async () => {
    const q = query({ isError: true, error: new Error('Сервер недоступен') });
    renderState(q);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить заказы');
    expect(alert).toHaveTextContent('Сервер недоступен');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('renders the empty text for an empty answer', () => {
    renderState(query({ data: [] }));
    expect(screen.getByText('Заказов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the data, and keeps it when a later refetch fails', () => {
    renderState(query({ data: ['Заказ 1', 'Заказ 2'], isError: true, error: new Error('offline') }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Заказ 1', 'Заказ 2']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
