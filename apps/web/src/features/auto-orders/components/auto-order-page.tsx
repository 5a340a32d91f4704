import type { User } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import { appConfig } from '@/lib/app-config';
import { useAutoOrderCheck } from '../api/check-auto-order';
import { inOrderingOutlet } from '../utils/outlet';
import { seenAutoOrders } from '../utils/seen-auto-orders';
import { AutoOrderExplainer } from './auto-order-explainer';
import { AutoOrderForm, type BasketSummary } from './auto-order-form';
import { FreshAutoOrderOffer } from './fresh-auto-order-offer';
import { OutletChooser } from './outlet-chooser';

/**
 * /catalog/auto-order (docs/rules.md#spec-2, docs/rules.md#auto-order-flow, docs/rules.md#spec-6): in one of the user's retail outlets the fresh
 * auto order offer (the check, asked on entering), the form and how the proposal is computed; in
 * the main store only a selector of the outlets (no auto order button). `useBasketSummary` (the app
 * composes it from the basket feature) tells the form what the outlet's basket holds.
 */
export function AutoOrderPage({
  useBasketSummary = noBasket,
}: {
  useBasketSummary?: () => BasketSummary | null;
}) {
  const { t } = useTranslation('auto-orders');
  const user = useUser();
  const basket = useBasketSummary();
  if (!user) return <PageSpinner />;
  const outlet = inOrderingOutlet(user, appConfig.mainStoreId);
  return (
    <>
      <PageHeader
        title={t('title')}
        parents={[{ label: t('layout:pages.catalog.title'), href: paths.catalog.getHref() }]}
      />
      {outlet ? (
        <>
          <FreshOffer user={user} />
          <Row className="g-4">
            <Col lg={6}>
              <AutoOrderForm user={user} basket={basket} />
            </Col>
            <Col lg={6}>
              <AutoOrderExplainer reportPeriodDays={user.current_store.report_period_days} />
            </Col>
          </Row>
        </>
      ) : (
        <OutletChooser user={user} />
      )}
    </>
  );
}

const noBasket = () => null;

/** The fresh-auto-order offer of the current outlet, unless this tab made that auto order itself. */
function FreshOffer({ user }: { user: User }) {
  const { t } = useTranslation('auto-orders');
  const [hidden, setHidden] = useState<number | null>(null);
  const check = useAutoOrderCheck({ storeId: user.current_store.id, enabled: true });
  const ao = check.data?.has_fresh_ao ? check.data.ao_data : null;
  if (!ao || ao.id === hidden || seenAutoOrders.has(ao.id)) return null;
  const later = () => {
    seenAutoOrders.add(ao.id);
    setHidden(ao.id);
  };
  return (
    <Alert variant="info" className="mb-4">
      <Alert.Heading as="h2" className="h6">
        {t('franchise:fresh.title')}
      </Alert.Heading>
      <FreshAutoOrderOffer
        autoOrder={ao}
        currency={user.current_store.currency}
        onDone={later}
        onLater={later}
      />
    </Alert>
  );
}
