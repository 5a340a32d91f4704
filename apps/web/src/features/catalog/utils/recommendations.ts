import type { RecommendationKind } from '@kits/contract';

/**
 * The highlight of each smart recommendation kind (docs/rules.md#screen-elements): a row tint and
 * a badge of the same colour. Classes are defined in components/catalog.css.
 */
export const RECOMMENDATION_TONE: Record<RecommendationKind, string> = {
  user_tops: 'tops',
  recommend_to_buy: 'buy',
  user_hot_two_weeks: 'hot',
  overlook: 'overlook',
  provided_at_showcase: 'showcase',
};

export const recommendationBadgeClass = (kind: RecommendationKind) =>
  `badge rec-badge rec-badge-${RECOMMENDATION_TONE[kind]}`;
export const recommendationRowClass = (kind: RecommendationKind) =>
  `rec-row rec-row-${RECOMMENDATION_TONE[kind]}`;
