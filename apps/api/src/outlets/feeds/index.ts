/**
 * The outlet data feeds' core as other modules see it (docs/feeds.md): the staff's file upload
 * (channels/feeds) and the machine API call `runFeed` with plain rows, one object per row keyed by
 * the kind's fields (FEED_KIND_FIELDS of @kits/contract).
 */

export type { FeedRow } from './feeds.rows';
export { type FeedActor, runFeed } from './feeds.service';
