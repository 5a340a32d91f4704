import type { FastifyPluginAsync } from 'fastify';
import { pruneAudit } from './audit';
import { auditRoutes } from './audit/audit.routes';
import { catalogueWing } from './catalogue/wing';
import { channelsWing } from './channels/wing';
import { customersWing } from './customers/wing';
import type { Db } from './db/client';
import type { JobHandler, PeriodicJob, RetentionRule } from './jobs';
import { pruneRateLimits } from './lib/rate-limit';
import type { Wing } from './lib/wing';
import { orderingWing } from './ordering/wing';
import { outletsWing } from './outlets/wing';
import { systemStatusRoutes } from './system-status/system-status.routes';

/**
 * The API's wings, top-down as the business reads (docs/architecture.md#wings): a wing may use the
 * wings after it, never one before it. The audit log is shared kernel beside them.
 */
export const wings: Wing[] = [
  channelsWing,
  orderingWing,
  catalogueWing,
  customersWing,
  outletsWing,
  {
    routes: [auditRoutes, systemStatusRoutes],
    retention: [
      { name: 'audit_log', prune: ({ db, config }) => pruneAudit(db, config.AUDIT_RETENTION_DAYS) },
      { name: 'rate_limits', prune: ({ db }) => pruneRateLimits(db) },
    ],
  },
];

/** Every wing's routes registered under /api/v0 as they are (app.ts); each checks access itself. */
export const wingRoutes: FastifyPluginAsync[] = wings.flatMap((wing) => wing.routes ?? []);

/** Every wing's routes registered behind app.requireAuth (401 before the handler when nobody is signed in). */
export const signedInWingRoutes: FastifyPluginAsync[] = wings.flatMap((wing) => wing.signedInRoutes ?? []);

/** Every wing's background job handlers (docs/rules.md#jobs), run by the process's one JobRunner. */
export const wingJobHandlers: JobHandler[] = wings.flatMap((wing) => wing.jobHandlers ?? []);

/** Periodic jobs: each runner tick calls their enqueue once their interval has passed. */
export const wingPeriodicJobs: PeriodicJob[] = wings.flatMap((wing) => wing.periodicJobs ?? []);

/** Every wing's retention rules, run by the hourly `jobs.cleanup` (docs/operations.md#data-retention). */
export const wingRetentionRules: RetentionRule[] = wings.flatMap((wing) => wing.retention ?? []);

/** Every wing's warm-up, started when a serving process is ready (app.ts). */
export const wingWarmUps: ((db: Db) => Promise<unknown>)[] = wings.flatMap((wing) =>
  wing.warmUp ? [wing.warmUp] : [],
);
