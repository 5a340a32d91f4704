import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { profileQueryOptions } from '@/api/get-profile';
import { PageHeader } from '@/components/page-header';
import { ContactsList } from './contacts-list';
import { DeliveryForm } from './delivery-form';
import { PersonalForm } from './personal-form';

/**
 * /profile (spec §2): the user's personal data with the contact persons (and adding one), and the
 * default delivery data — both editable, each saved on its own (PATCH profile/{uuid}).
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useUser();
  const profile = useQuery({ ...profileQueryOptions(user?.uuid ?? ''), enabled: !!user });
  return (
    <>
      <PageHeader title={t('title')} />
      {!user || profile.isPending ? (
        <div className="text-center py-5" role="status">
          <Spinner animation="border" size="sm" className="me-2" />
          {t('loading')}
        </div>
      ) : profile.isError ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <span>
            <strong>{t('loadError')}.</strong> {profile.error.message}
          </span>
          <Button size="sm" variant="outline-danger" onClick={() => profile.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <Row className="g-4">
          <Col lg={6} className="d-flex flex-column gap-4">
            <Card as="section" aria-labelledby="personal-title">
              <Card.Body>
                <Card.Title as="h2" id="personal-title" className="h5 mb-3">
                  {t('personal.title')}
                </Card.Title>
                <PersonalForm uuid={user.uuid} personal={profile.data.personal} />
              </Card.Body>
            </Card>
            <Card as="section" aria-labelledby="contacts-title">
              <Card.Body>
                <Card.Title as="h2" id="contacts-title" className="h5 mb-3">
                  {t('contacts.title')}
                </Card.Title>
                <ContactsList uuid={user.uuid} contacts={profile.data.personal.contacts} />
              </Card.Body>
            </Card>
          </Col>
          <Col lg={6}>
            <Card as="section" aria-labelledby="delivery-title">
              <Card.Body>
                <Card.Title as="h2" id="delivery-title" className="h5 mb-1">
                  {t('delivery.title')}
                </Card.Title>
                <p className="small text-body-secondary mb-3">{t('delivery.hint')}</p>
                <DeliveryForm
                  uuid={user.uuid}
                  delivery={profile.data.delivery}
                  contacts={profile.data.personal.contacts}
                />
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
