import type { Contact, DeliveryInput, User } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/api/get-profile';
import { ContactPersonModal } from '@/components/delivery-fields/contact-person-modal';
import { DeliveryFields } from '@/components/delivery-fields/delivery-fields';
import {
  type DeliveryForm,
  fromDelivery,
  showsDeliveryLookups,
  toDeliveryInput,
} from '@/components/delivery-fields/delivery-form';

/** The id of the checkout form, so the basket's footer button can submit it. */
export const CHECKOUT_FORM_ID = 'checkout-form';

/**
 * The Checkout tab (spec §2 Cart screen, §4 Checkout): delivery data from the profile (GET
 * profile/{uuid}) with the lookups of GET profile/delivery, the address (≤ 255, with a counter), a
 * comment and a contact person (or a new one). Submitting hands the delivery object to `onSend`.
 */
export function CheckoutTab({ user, onSend }: { user: User; onSend: (delivery: DeliveryInput) => void }) {
  const { t } = useTranslation('checkout');
  const profile = useProfile(user.uuid);
  if (profile.isPending)
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" size="sm" className="me-2" />
        {t('loading')}
      </div>
    );
  if (profile.isError)
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
        <span>
          <strong>{t('profileFailed')}.</strong> {profile.error.message}
        </span>
        <Button size="sm" variant="outline-danger" onClick={() => profile.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  return (
    <CheckoutForm
      user={user}
      initial={fromDelivery(profile.data.delivery)}
      contacts={profile.data.personal.contacts}
      onSend={onSend}
    />
  );
}

type FormProps = {
  user: User;
  initial: DeliveryForm;
  contacts: readonly Contact[];
  onSend: (delivery: DeliveryInput) => void;
};

function CheckoutForm({ user, initial, contacts, onSend }: FormProps) {
  const { t } = useTranslation('delivery');
  const [form, setForm] = useState(initial);
  const [adding, setAdding] = useState(false);

  return (
    <>
      <Form
        id={CHECKOUT_FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSend(toDeliveryInput(form, { withLookups: showsDeliveryLookups() }));
        }}
      >
        <DeliveryFields
          idPrefix="delivery"
          values={form}
          onChange={setForm}
          contacts={contacts}
          purpose="order"
          wide
          contactAction={
            <Button variant="outline-primary" onClick={() => setAdding(true)}>
              {t('contact.add')}
            </Button>
          }
        />
      </Form>
      {/* Outside the form: React events bubble through portals, and its submit is not the order's. */}
      <ContactPersonModal
        show={adding}
        onHide={() => setAdding(false)}
        userUuid={user.uuid}
        onCreated={(contact) => setForm((f) => ({ ...f, contact: String(contact.id) }))}
      />
    </>
  );
}
