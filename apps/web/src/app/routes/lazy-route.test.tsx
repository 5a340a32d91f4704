// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProgressBar } from '@/components/progress-bar/progress-bar';
import { setupWebTest } from '@/test/setup';
import { lazyPage } from './lazy-route';

await setupWebTest('ru');

describe('a page loaded on demand (docs/rules.md#first-load)', () => {
  it('shows the page spinner and runs the progress bar until its code is there', async () => {
    let arrive!: () => void;
    const load = vi.fn(
      () =>
        new Promise<React.ComponentType>((resolve) => {
          arrive = () => resolve(() => <h1>Заказы</h1>);
        }),
    );
    const Page = lazyPage(load);
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ProgressBar />
        <Page />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка');
    await waitFor(() => expect(container.querySelector('.app-progress__bar--running')).not.toBeNull());
    arrive();
    expect(await screen.findByRole('heading', { name: 'Заказы' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.app-progress__bar--finishing')).not.toBeNull());
  });

  it('starts the download on preload, once for preload and render', async () => {
    const load = vi.fn(async () => () => <h1>Каталог</h1>);
    const Page = lazyPage(load);
    Page.preload();
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
