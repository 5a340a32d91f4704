// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from '@/app/routes/lazy-route';
import { ProgressBar } from './progress-bar';

/** A page whose query never settles, so the bar stays running. */
function PendingQuery() {
  useQuery({ queryKey: ['pending'], queryFn: () => new Promise<never>(() => {}) });
  return null;
}

/** A page whose code never arrives. */
const PendingPage = lazyPage(() => new Promise<never>(() => {}));

function renderWith(page: React.ReactNode) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <ProgressBar />
      {page}
    </QueryClientProvider>,
  );
  return { client, container: view.container };
}

describe('progress bar (docs/rules.md#progress-bar)', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  it('is 3px high and runs over 5000 ms while a query is in flight', async () => {
    const view = renderWith(<PendingQuery />);
    client = view.client;
    await waitFor(() => expect(view.container.querySelector('.app-progress')).not.toBeNull());
    const outer = view.container.querySelector<HTMLElement>('.app-progress')!;
    const bar = view.container.querySelector<HTMLElement>('.app-progress__bar--running')!;
    expect(outer.style.height).toBe('3px');
    expect(bar.style.animationDuration).toBe('5000ms');
  });

  it('runs while a page loads its code, under the page spinner', async () => {
    const view = renderWith(<PendingPage />);
    client = view.client;
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(view.container.querySelector('.app-progress__bar--running')).not.toBeNull());
  });
});
