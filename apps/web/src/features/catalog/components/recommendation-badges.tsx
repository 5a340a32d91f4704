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
        <InfoIcon />
        {t('recommendation.legend')}
      </Button>
    </OverlayTrigger>
  );
}

/** Bootstrap Icons' "info-circle" (MIT), inline so it needs no icon font. */
const InfoIcon = () => (
  <svg
    width="14"
    height="14"
    viewBox="0 0 16 16"
    fill="currentColor"
    aria-hidden="true"
    className="me-1 align-text-bottom"
  >
    <path d="M8 15A7 7 0 1 1 8 1a7 7 0 0 1 0 14m0 1A8 8 0 1 0 8 0a8 8 0 0 0 0 16" />
    <path d="m8.93 6.588-2.29.287-.082.38.45.083c.294.07.352.176.288.469l-.738 3.468c-.194.897.105 1.319.808 1.319.545 0 1.178-.252 1.465-.598l.088-.416c-.2.176-.492.246-.686.246-.275 0-.375-.193-.304-.533zM9 4.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0" />
  </svg>
);
