import type { Contact } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { ContactPersonModal } from '@/components/delivery-fields/contact-person-modal';

/**
 * The user's contact persons (docs/rules.md#profile Profile.personal.contacts), oldest first, and "add contact
 * person" — the checkout's contact-person modal (docs/rules.md#modals, docs/rules.md#spec-5, docs/rules.md#toasts toasts); the profile
 * refreshes when one is added.
 */
export function ContactsList({ uuid, contacts }: { uuid: string; contacts: readonly Contact[] }) {
  const { t } = useTranslation('profile');
  const [adding, setAdding] = useState(false);
  return (
    <>
      {contacts.length === 0 ? (
        <p className="text-body-secondary">{t('contacts.empty')}</p>
      ) : (
        <ListGroup className="mb-3" aria-label={t('contacts.title')}>
          {contacts.map((c) => (
            <ListGroup.Item key={c.id}>
              <div className="fw-semibold">
                {c.full_name}
                {c.position && <span className="fw-normal text-body-secondary"> · {c.position}</span>}
              </div>
              <div className="small d-flex flex-wrap column-gap-3">
                <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
                {c.email && <a href={`mailto:${c.email}`}>{c.email}</a>}
              </div>
              {c.comment && (
                <div className="small text-body-secondary" style={{ whiteSpace: 'pre-line' }}>
                  {c.comment}
                </div>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <Button variant="outline-primary" onClick={() => setAdding(true)}>
        {t('contacts.add')}
      </Button>
      <ContactPersonModal
        show={adding}
        onHide={() => setAdding(false)}
        userUuid={uuid}
        onCreated={() => {}}
      />
    </>
  );
}
