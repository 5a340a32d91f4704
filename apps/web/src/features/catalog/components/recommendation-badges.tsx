import { RECOMMENDATION_KINDS, type RecommendationKind } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
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

/** The legend of the row highlights: every kind's badge and what it means, in a popover. */
export function RecommendationLegend() {
  const { t } = useTranslation('catalog');
  const popover = (
    <Popover id="recommendation-legend">
      <Popover.Header as="h3">{t('recommendation.legendTitle')}</Popover.Header>
      <Popover.Body>
        <dl className="mb-0 small">
          {RECOMMENDATION_KINDS.map((kind) => (
            <div key={kind} className="mb-2">
              <dt>
                <span className={recommendationBadgeClass(kind)}>{t(`recommendation.kinds.${kind}`)}</span>
              </dt>
              <dd className="mb-0">{t(`recommendation.hints.${kind}`)}</dd>
            </div>
          ))}
        </dl>
      </Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger trigger="click" rootClose placement="bottom-end" overlay={popover}>
      <Button variant="link" size="sm" className="p-0 text-decoration-none">
        <span aria-hidden="true">ⓘ </span>
        {t('recommendation.legend')}
      </Button>
    </OverlayTrigger>
  );
}
