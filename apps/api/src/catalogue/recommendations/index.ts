/** Smart recommendations as the seed and the jobs see them (docs/rules.md#recommendation-kinds). */
export { refreshRecommendations } from './recommendations.service';
