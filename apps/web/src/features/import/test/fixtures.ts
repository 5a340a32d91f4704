import type { ImportJob, ImportReport } from '@kits/contract';

/** A finished import's report (docs/import.md), overridable per test. */
export function makeReport(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    source: 'shopify:apparel',
    format: 'shopify',
    file_name: 'apparel.csv',
    dry_run: false,
    store_id: 1,
    items_read: 42,
    created: 30,
    updated: 5,
    unchanged: 4,
    rejected_count: 3,
    warnings_count: 1,
    categories: { created: 2, updated: 0 },
    pictures: {
      imported: 0,
      skipped: 0,
      failed_count: 2,
      failed: [
        {
          key: 'shopify:apparel:tee',
          url: 'https://burst.shopifycdn.com/tee.jpg',
          reason: 'host unreachable',
        },
        {
          key: 'shopify:apparel:cap',
          url: 'https://burst.shopifycdn.com/cap.jpg',
          reason: 'host unreachable',
        },
      ],
    },
    rejected: [
      {
        level: 'error',
        code: 'invalid_price',
        key: 'hoodie-red',
        line: 7,
        reason: 'price "abc" is not a number',
      },
      { level: 'error', code: 'missing_name', key: 'no-title', line: 12, reason: 'the item has no title' },
      {
        level: 'error',
        code: 'code_taken',
        key: 'socks',
        line: 19,
        reason: 'code SOCK-1 belongs to another product',
      },
    ],
    warnings: [
      {
        level: 'warning',
        code: 'handle_continued',
        key: 'tee',
        line: 3,
        reason: 'continuation row without a handle',
      },
    ],
    duration_ms: 1530,
    fatal: null,
    ...overrides,
  };
}

export function makeJob(overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    id: '0b6f2c2e-9a55-4a5e-8d2b-1f3c5e7a9b11',
    status: 'done',
    file_name: 'apparel.csv',
    source: 'shopify:apparel',
    created_at: '2026-11-21T10:00:00.000Z',
    started_at: '2026-11-21T10:00:01.000Z',
    finished_at: '2026-11-21T10:00:03.000Z',
    resumed_count: 0,
    progress: {
      phase: 'done',
      items_read: 42,
      items_total: 42,
      created: 30,
      updated: 5,
      unchanged: 4,
      rejected: 3,
      pictures_imported: 0,
      pictures_failed: 2,
    },
    report: makeReport(),
    error: null,
    ...overrides,
  };
}
