/** The catalogue module as other modules see it (its repository and SQL stay private). */
export { answerCounts } from './answer-cache';
export { mediaUrl, toProductMedia } from './catalog.mappers';
export { listProductsByIds, openProductPages, type ProductPages } from './catalog.service';
export { registerMediaStatic } from './media-static';
export { lockProductForEdit } from './snapshot/catalog-changes.repository';
