/**
 * Job kinds queued by one wing and run by another that it may not import (a lower wing queues, a
 * higher one handles: the walls let no wing import one above it). Both sides name the kind and its
 * payload from here.
 */

/**
 * Recompute the smart recommendations (docs/rules.md#live-recommendations): queued by
 * `recordSales` (outlets/sales) for the outlets whose sales changed, and every hour for the whole
 * network; run by catalogue/recommendations. Payload: `storeIds` (the outlets to recompute, with
 * the network-wide rows), or `all: true` (everything).
 */
export const RECOMMENDATIONS_REFRESH = 'recommendations.refresh';

export type RecommendationsRefreshPayload = { storeIds?: number[]; all?: boolean };

/** The key of the refresh `recordSales` queues (one queued at a time; later batches merge into it). */
export const RECOMMENDATIONS_REFRESH_OUTLETS_KEY = `${RECOMMENDATIONS_REFRESH}:outlets`;

/** The key of the hourly whole-network refresh. */
export const RECOMMENDATIONS_REFRESH_ALL_KEY = `${RECOMMENDATIONS_REFRESH}:all`;
