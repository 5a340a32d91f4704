/** The catalogue module as other modules see it (its repository and SQL stay private). */
export { mediaUrl, toProductMedia } from './catalog.mappers';
export { listProductsByIds, openProductPages, type ProductPages } from './catalog.service';
export { registerMediaStatic } from './media-static';
export { shownCategorySql, shownProductSql } from './visibility.sql';
