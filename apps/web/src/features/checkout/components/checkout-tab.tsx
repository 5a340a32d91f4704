import type { Contact, DeliveryInput, User } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
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
import { QueryState } from '@/components/query-state';

/** The id of the checkout form, so the basket's footer button can submit it. */
export const CHECKOUT_FORM_ID = 'checkout-form';

/**
 * The Checkout tab (docs/rules.md#basket-screen, docs/rules.md#checkout): delivery data from the profile (GET
 * profile/{uuid}) with the lookups of GET profile/delivery, the address (≤ 255, with a counter), a
 * comment and a contact person (or a new one). Submitting hands the delivery object to `onSend`.
 */
export function CheckoutTab({ user, onSend }: { user: User; onSend: (delivery: DeliveryInput) => void }) {
  const { t } = useTranslation('checkout');
  const profile = useProfile(user.uuid);
  return (
    <QueryState query={profile} errorTitle={t('profileFailed')}>
      {(data) => (
        <CheckoutForm
          user={user}
          initial={fromDelivery(data.delivery)}
          contacts={data.personal.contacts}
          onSend={onSend}
        />
      )}
    </QueryState>
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
