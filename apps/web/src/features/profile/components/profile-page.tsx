import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/api/get-me';
import { profileQueryOptions } from '@/api/get-profile';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ContactsList } from './contacts-list';
import { DeliveryForm } from './delivery-form';
import { EmailSettings } from './email-settings';
import { PersonalForm } from './personal-form';
import { ReminderSettings } from './reminder-settings';

/**
 * /profile (docs/rules.md#spec-2): the user's personal data with the contact persons (and adding one), and the
 * default delivery data — both editable, each saved on its own (PATCH profile/{uuid}) — and the
 * switch for order-status e-mails (docs/rules.md#mail-outbox). `aside`
 * stands under the delivery data (the app composes the password change there).
 */
export function ProfilePage({ aside }: { aside?: ReactNode } = {}) {
  const { t } = useTranslation('profile');
  const user = useUser();
  const uuid = user?.uuid ?? '';
  // Disabled until the user is known: pending until then.
  const profile = useQuery({ ...profileQueryOptions(uuid), enabled: !!user });
  return (
    <>
      <PageHeader title={t('title')} />
      <QueryState query={profile} errorTitle={t('loadError')}>
        {(data) => (
          <Row className="g-4">
            <Col lg={6} className="d-flex flex-column gap-4">
              <Card as="section" aria-labelledby="personal-title">
                <Card.Body>
                  <Card.Title as="h2" id="personal-title" className="h5 mb-3">
                    {t('personal.title')}
                  </Card.Title>
                  <PersonalForm uuid={uuid} personal={data.personal} />
                </Card.Body>
              </Card>
              <Card as="section" aria-labelledby="contacts-title">
                <Card.Body>
                  <Card.Title as="h2" id="contacts-title" className="h5 mb-3">
                    {t('contacts.title')}
                  </Card.Title>
                  <ContactsList uuid={uuid} contacts={data.personal.contacts} />
                </Card.Body>
              </Card>
            </Col>
            <Col lg={6} className="d-flex flex-column gap-4">
              <Card as="section" aria-labelledby="delivery-title">
                <Card.Body>
                  <Card.Title as="h2" id="delivery-title" className="h5 mb-1">
                    {t('delivery.title')}
                  </Card.Title>
                  <p className="small text-body-secondary mb-3">{t('delivery.hint')}</p>
                  <DeliveryForm uuid={uuid} delivery={data.delivery} contacts={data.personal.contacts} />
                </Card.Body>
              </Card>
              <Card as="section" aria-labelledby="emails-title">
                <Card.Body>
                  <Card.Title as="h2" id="emails-title" className="h5 mb-1">
                    {t('emails.title')}
                  </Card.Title>
                  <p className="small text-body-secondary mb-3">{t('emails.hint')}</p>
                  <EmailSettings uuid={uuid} orderStatusEmails={data.order_status_emails} />
                </Card.Body>
              </Card>
              <Card as="section" aria-labelledby="reminders-title">
                <Card.Body>
                  <Card.Title as="h2" id="reminders-title" className="h5 mb-1">
                    {t('reminders.title')}
                  </Card.Title>
                  <p className="small text-body-secondary mb-3">{t('reminders.hint')}</p>
                  <ReminderSettings
                    uuid={uuid}
                    days={data.reorder_reminder_days}
                    emails={data.reorder_reminder_emails}
                  />
                </Card.Body>
              </Card>
              {aside}
            </Col>
          </Row>
        )}
      </QueryState>
    </>
  );
}
