import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

/** The service pages of docs/rules.md#spec-2, in the order of the spec's route table. */
const SERVICES = [
  'analytics',
  'counterparty',
  'media',
  'productService',
  'reports',
  'storesCapacity',
  'updatesLog',
] as const;

/** /services: the services menu (manager only, docs/rules.md#spec-2). */
export function ServicesRoute() {
  const { t } = useTranslation('layout');
  return (
    <>
      <PageHeader title={t('pages.services.title')} />
      <p className="text-body-secondary">{t('pages.services.purpose')}</p>
      <Row xs={1} md={2} xl={3} className="g-3">
        {SERVICES.map((key) => (
          <Col key={key}>
            <Card className="h-100 shadow-sm">
              <Card.Body>
                <Card.Title as="h2" className="h5">
                  <Link to={paths[key].getHref()} className="stretched-link text-decoration-none">
                    {t(`pages.${key}.title`)}
                  </Link>
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
