// @vitest-environment jsdom
import type { ImportJob } from '@kits/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { IMPORT_POLL_MS } from '../api/get-import-job';
import { makeJob, makeReport } from '../test/fixtures';
import { ImportJobView } from './import-job-view';

await setupWebTest('ru');

const running = (read: number): ImportJob =>
  makeJob({
    status: 'running',
    finished_at: null,
    report: null,
    progress: {
      phase: 'writing',
      items_read: read,
      items_total: 42,
      created: read,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      pictures_imported: 0,
      pictures_failed: 0,
    },
  });

/** GET /services/import/{id} answering the jobs in turn, then the last one again. */
function serve(jobs: ImportJob[]) {
  let call = 0;
  const fetch = vi.fn(async () => {
    const job = jobs[Math.min(call++, jobs.length - 1)];
    return new Response(JSON.stringify({ data: job }), { headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(id: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportJobView jobId={id} />
    </QueryClientProvider>,
  );
}

const tick = () => act(() => vi.advanceTimersByTimeAsync(IMPORT_POLL_MS));

describe('import job', { timeout: 15_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks every second while the job runs, shows its progress, and stops once it is done', async () => {
    const job = makeJob();
    const fetch = serve([running(10), running(30), makeJob({ report: makeReport({ created: 30 }) })]);
    show(job.id);
    expect(await screen.findByText('10 из 42 позиций')).toBeInTheDocument();
    expect(screen.getByText('Запись товаров…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ход импорта' })).toHaveAttribute('aria-valuenow', '23');
    expect(fetch.mock.calls[0]).toEqual([`/api/v0/services/import/${job.id}`, expect.anything()]);

    await tick();
    expect(await screen.findByText('30 из 42 позиций')).toBeInTheDocument();
    await tick();
    expect(await screen.findByRole('region', { name: 'Отчёт импорта' })).toBeInTheDocument();
    expect(screen.getByText('готово')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const calls = fetch.mock.calls.length;
    expect(calls).toBe(3);

    await tick();
    await tick();
    await tick();
    expect(fetch).toHaveBeenCalledTimes(calls);
  });

  it('shows why a failed job failed and asks no more', async () => {
    const fetch = serve([makeJob({ status: 'failed', report: null, error: 'interrupted' })]);
    show(makeJob().id);
    expect(await screen.findByText(/interrupted/)).toBeInTheDocument();
    await tick();
    await tick();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
