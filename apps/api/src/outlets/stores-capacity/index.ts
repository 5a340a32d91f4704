/** The stores-capacity module as other modules see it: the writer of shelves for feeds (docs/feeds.md). */
export { type ShelfSetting, setShelves } from './stores-capacity.writer';
