import { isAdmin } from '@kits/contract';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '@/api/get-me';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { OrderFailuresBadge } from '@/features/moysklad/components/order-failures-badge';
import { NewRequestsBadge } from '@/features/registration-requests/components/new-requests-badge';

/** The service pages of docs/rules.md#spec-2, in the order of the spec's route table. */
const SERVICES = [
  'analytics',
  'counterparty',
  'feeds',
  'media',
  'orderRules',
  'priceTypes',
  'productAdmin',
  'reports',
  'storesCapacity',
  'updatesLog',
] as const;

/**
 * The services only admins see: the audit log (docs/rules.md#audit), the МойСклад connection
 * (docs/moysklad.md), the machine API's integration keys (docs/integration-api.md), the system
 * status (docs/rules.md#system-status).
 */
const ADMIN_SERVICES = ['audit', 'moysklad', 'integrationKeys', 'systemStatus'] as const;

/**
 * /services: the services menu (manager only, docs/rules.md#spec-2; the audit log and МойСклад for admins only);
 * the counterparty card shows the count of new registration requests, the МойСклад card the orders it refused.
 */
export function ServicesRoute() {
  const { t } = useTranslation('layout');
  const user = useUser();
  const services = [...SERVICES, ...(isAdmin(user) ? ADMIN_SERVICES : [])];
  return (
    <>
      <PageHeader title={t('pages.services.title')} />
      <p className="text-body-secondary">{t('pages.services.purpose')}</p>
      <Row xs={1} md={2} xl={3} className="g-3">
        {services.map((key) => (
          <Col key={key}>
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  <Link to={paths[key].getHref()} className="stretched-link text-decoration-none">
                    {t(`pages.${key}.title`)}
                  </Link>
                  {key === 'counterparty' && <NewRequestsBadge />}
                  {key === 'moysklad' && <OrderFailuresBadge />}
                </Card.Title>
                <Card.Text className="small text-body-secondary">{t(`pages.${key}.purpose`)}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
