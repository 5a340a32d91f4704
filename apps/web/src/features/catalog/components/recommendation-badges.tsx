import type { RecommendationKind } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { recommendationBadgeClass } from '../utils/recommendations';

/** One badge per recommendation kind of a product, its explanation in the tooltip. */
export function RecommendationBadges({ kinds }: { kinds: RecommendationKind[] }) {
  const { t } = useTranslation('catalog');
  if (kinds.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {kinds.map((kind) => (
        <span key={kind} className={recommendationBadgeClass(kind)} title={t(`recommendation.hints.${kind}`)}>
          {t(`recommendation.kinds.${kind}`)}
        </span>
      ))}
    </span>
  );
}
