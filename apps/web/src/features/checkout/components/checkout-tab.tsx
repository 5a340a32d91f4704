import {
  type Contact,
  deliveryDateBounds,
  ORDER_REFERENCE_MAX,
  type PresentedBasketLine,
  type User,
  versionToday,
} from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
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
import { appConfig } from '@/lib/app-config';
import type { CheckoutInput } from '../api/send-order';
import { CheckoutSummary } from './checkout-summary';

/** The id of the checkout form, so the basket's footer button can submit it. */
export const CHECKOUT_FORM_ID = 'checkout-form';

/**
 * The Checkout tab (docs/rules.md#basket-screen, docs/rules.md#checkout): the folded summary of the
 * lines, the buyer's own reference (PO number) and the delivery day asked for
 * (docs/rules.md#order-reference), then delivery data from the profile (GET profile/{uuid}) with the
 * lookups of GET profile/delivery, the address (≤ 255, with a counter), a comment and a contact
 * person (or a new one). Submitting hands them to `onSend`.
 */
export function CheckoutTab({
  user,
  lines,
  onSend,
}: {
  user: User;
  lines: readonly PresentedBasketLine[];
  onSend: (checkout: CheckoutInput) => void;
}) {
  const { t } = useTranslation('checkout');
  const profile = useProfile(user.uuid);
  return (
    <QueryState query={profile} errorTitle={t('profileFailed')}>
      {(data) => (
        <CheckoutForm
          user={user}
          lines={lines}
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
  lines: readonly PresentedBasketLine[];
  initial: DeliveryForm;
  contacts: readonly Contact[];
  onSend: (checkout: CheckoutInput) => void;
};

function CheckoutForm({ user, lines, initial, contacts, onSend }: FormProps) {
  const { t } = useTranslation('delivery');
  const { t: tc } = useTranslation('checkout');
  const [form, setForm] = useState(initial);
  const [reference, setReference] = useState('');
  const [deliveryDate, setDeliveryDate] = useState('');
  const [adding, setAdding] = useState(false);
  // The days the server accepts: tomorrow to a year ahead in the version's zone.
  const bounds = deliveryDateBounds(versionToday(appConfig.version));

  return (
    <>
      <CheckoutSummary lines={lines} />
      <Form
        id={CHECKOUT_FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSend({
            delivery: toDeliveryInput(form, { withLookups: showsDeliveryLookups() }),
            reference,
            deliveryDate,
          });
        }}
      >
        <Row className="g-3 mb-3">
          <Col sm={6}>
            <Form.Group controlId="checkout-reference">
              <Form.Label>{tc('details.reference')}</Form.Label>
              <Form.Control
                value={reference}
                maxLength={ORDER_REFERENCE_MAX}
                autoComplete="off"
                placeholder={tc('details.referencePlaceholder')}
                onChange={(e) => setReference(e.target.value)}
              />
            </Form.Group>
          </Col>
          <Col sm={6}>
            <Form.Group controlId="checkout-delivery-date">
              <Form.Label>{tc('details.deliveryDate')}</Form.Label>
              <Form.Control
                type="date"
                value={deliveryDate}
                min={bounds.first}
                max={bounds.last}
                onChange={(e) => setDeliveryDate(e.target.value)}
              />
              <Form.Text>{tc('details.deliveryDateHint')}</Form.Text>
            </Form.Group>
          </Col>
        </Row>
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
