// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { ToasterProvider, type ToastOptions, useToast } from '.';

await setupWebTest('ru');

function ShowButton(options: ToastOptions) {
  const toast = useToast();
  return <button onClick={() => toast.show(options)}>show</button>;
}

const renderWith = (options: ToastOptions) =>
  render(
    <ToasterProvider>
      <ShowButton {...options} />
    </ToasterProvider>,
  );

describe('toaster', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows the title and the text of a toast', async () => {
    renderWith({ title: 'Готово', text: 'Заявка отправлена', variant: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByText('Готово')).toBeInTheDocument();
    expect(screen.getByText('Заявка отправлена')).toBeInTheDocument();
  });

  it('places the toasts below the sticky header, not over it (issue 16)', async () => {
    renderWith({ title: 'Готово' });
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    const container = screen.getByText('Готово').closest('.toast-container')!;
    expect(container).toHaveClass('app-toasts', 'position-fixed', 'end-0');
    // Bootstrap's top-0 (!important) would pin it over the header.
    expect(container).not.toHaveClass('top-0');
  });

  it('hides a toast after its delay', async () => {
    renderWith({ title: 'Short', delay: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Short')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2000));
    await vi.waitFor(() => expect(screen.queryByText('Short')).not.toBeInTheDocument());
  });

  it('keeps a persistent toast until it is closed', async () => {
    renderWith({ title: 'Stays', text: 'server message', variant: 'danger', persistent: true });
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('server message');
    await userEvent.click(screen.getByRole('button', { name: /close|закрыть/i }));
    await vi.waitFor(() => expect(screen.queryByText('Stays')).not.toBeInTheDocument());
  });

  it('refuses to work outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ShowButton title="x" />)).toThrow(/ToasterProvider/);
  });
});
