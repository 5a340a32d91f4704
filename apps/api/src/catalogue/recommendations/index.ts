/** Smart recommendations as the seed, the wing and the jobs see them (docs/rules.md#recommendation-kinds, docs/rules.md#live-recommendations). */
export {
  RECOMMENDATIONS_EVERY_MS,
  recommendationsRefreshJobHandler,
  recommendationsRefreshPeriodicJob,
} from './recommendations.job';
export { refreshRecommendations } from './recommendations.service';
