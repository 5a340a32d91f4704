import { DELIVERY_ADDRESS_MAX, type DeliveryInput, type User } from '@kits/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { appConfig } from '@/lib/app-config';
import { num } from '@/lib/format';
import { useDeliveryLookups } from '../api/get-delivery-lookups';
import { useProfile } from '../api/get-profile';
import { citiesOf, type DeliveryForm, fromDelivery, toDeliveryInput } from '../utils/delivery-form';
import { ContactPersonModal } from './contact-person-modal';

/** The id of the checkout form, so the cart's footer button can submit it. */
export const CHECKOUT_FORM_ID = 'checkout-form';

/** Spec §6, §9: delivery method, country, city and service exist in the Russian version only. */
export const showsDeliveryLookups = () => appConfig.version === 'ru';

/**
 * The Checkout tab (spec §2 Cart screen, §4 Checkout): delivery data from the profile (GET
 * profile/{uuid}) with the lookups of GET profile/delivery, the address (≤ 255, with a counter), a
 * comment and a contact person (or a new one). Submitting hands the delivery object to `onSend`.
 */
export function CheckoutTab({ user, onSend }: { user: User; onSend: (delivery: DeliveryInput) => void }) {
  const { t } = useTranslation('checkout');
  const profile = useProfile(user.uuid);
  return (
    <QueryState query={profile} errorTitle={t('profileFailed')}>
      {(data) => (
        <DeliveryFields
          user={user}
          initial={fromDelivery(data.delivery)}
          contacts={data.personal.contacts}
          onSend={onSend}
        />
      )}
    </QueryState>
  );
}

type FieldsProps = {
  user: User;
  initial: DeliveryForm;
  contacts: { id: number; full_name: string; phone: string; position: string | null }[];
  onSend: (delivery: DeliveryInput) => void;
};

function DeliveryFields({ user, initial, contacts, onSend }: FieldsProps) {
  const { t } = useTranslation('checkout');
  const withLookups = showsDeliveryLookups();
  const lookups = useDeliveryLookups({ enabled: withLookups });
  const [form, setForm] = useState(initial);
  const [adding, setAdding] = useState(false);
  const set = (patch: Partial<DeliveryForm>) => setForm((f) => ({ ...f, ...patch }));
  const cities = citiesOf(lookups.data?.cities ?? [], form.country);

  return (
    <>
      <Form
        id={CHECKOUT_FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSend(toDeliveryInput(form, { withLookups }));
        }}
      >
        {withLookups && (
          <Row className="g-3 mb-3">
            <LookupSelect
              id="delivery-method"
              label={t('fields.method')}
              value={form.method}
              items={lookups.data?.methods}
              onChange={(method) => set({ method })}
            />
            <LookupSelect
              id="delivery-service"
              label={t('fields.service')}
              value={form.service}
              items={lookups.data?.services}
              onChange={(service) => set({ service })}
            />
            <LookupSelect
              id="delivery-country"
              label={t('fields.country')}
              value={form.country}
              items={lookups.data?.countries}
              onChange={(country) =>
                set({
                  country,
                  // A city of another country no longer fits (the server would answer errors.city).
                  city: citiesOf(lookups.data?.cities ?? [], country).some((c) => String(c.id) === form.city)
                    ? form.city
                    : '',
                })
              }
            />
            <LookupSelect
              id="delivery-city"
              label={t('fields.city')}
              value={form.city}
              items={lookups.data ? cities : undefined}
              onChange={(city) => set({ city })}
            />
          </Row>
        )}
        <Form.Group className="mb-3" controlId="delivery-address">
          <Form.Label>{t('fields.address')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={DELIVERY_ADDRESS_MAX}
            value={form.address}
            onChange={(e) => set({ address: e.target.value })}
            aria-describedby="delivery-address-count"
          />
          <Form.Text id="delivery-address-count" className="d-block text-end tabular">
            {t('fields.addressCount', { n: num(form.address.length), max: num(DELIVERY_ADDRESS_MAX) })}
          </Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="delivery-comment">
          <Form.Label>{t('fields.comment')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={1000}
            value={form.comment}
            onChange={(e) => set({ comment: e.target.value })}
          />
        </Form.Group>
        <Form.Group controlId="delivery-contact">
          <Form.Label>{t('fields.contact')}</Form.Label>
          <div className="d-flex flex-wrap gap-2">
            <Form.Select
              className="w-auto flex-grow-1"
              value={form.contact}
              onChange={(e) => set({ contact: e.target.value })}
            >
              <option value="">{t('fields.noContact')}</option>
              {contacts.map((c) => (
                <option key={c.id} value={c.id}>
                  {[c.full_name, c.position, c.phone].filter(Boolean).join(' · ')}
                </option>
              ))}
            </Form.Select>
            <Button variant="outline-primary" onClick={() => setAdding(true)}>
              {t('contact.add')}
            </Button>
          </div>
        </Form.Group>
      </Form>
      {/* Outside the form: React events bubble through portals, and its submit is not the order's. */}
      <ContactPersonModal
        show={adding}
        onHide={() => setAdding(false)}
        userUuid={user.uuid}
        onCreated={(contact) => set({ contact: String(contact.id) })}
      />
    </>
  );
}

function LookupSelect({
  id,
  label,
  value,
  items,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  items: readonly { id: number; name: string }[] | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Col sm={6} lg={3}>
      <Form.Group controlId={id}>
        <Form.Label>{label}</Form.Label>
        <Form.Select value={value} onChange={(e) => onChange(e.target.value)} disabled={!items}>
          <option value="">{items ? t('fields.notChosen') : t('loading')}</option>
          {items?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}
