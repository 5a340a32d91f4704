// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

/** A page whose query never settles, so the bar stays running. */
function PendingPage() {
  useQuery({ queryKey: ['pending'], queryFn: () => new Promise<never>(() => {}) });
  return <ProgressBar />;
}

describe('progress bar size and duration (docs/rules.md#progress-bar)', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  it('is 3px high and runs over 5000 ms while a query is in flight', async () => {
    client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <PendingPage />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(container.querySelector('.app-progress')).not.toBeNull());
    const outer = container.querySelector<HTMLElement>('.app-progress')!;
    const bar = container.querySelector<HTMLElement>('.app-progress__bar--running')!;
    expect(outer.style.height).toBe('3px');
    expect(bar.style.animationDuration).toBe('5000ms');
  });
});
