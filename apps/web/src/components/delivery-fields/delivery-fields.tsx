import { type Contact, DELIVERY_ADDRESS_MAX } from '@kits/contract';
import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useDeliveryLookups } from '@/api/get-delivery-lookups';
import { num } from '@/lib/format';
import { citiesOf, type DeliveryForm, showsDeliveryLookups, withCountry } from './delivery-form';

type Lookup = 'method' | 'service' | 'country' | 'city';

type Props = {
  /** Prefix of the fields' ids: the checkout and the profile may be on one page (the basket modal). */
  idPrefix: string;
  values: DeliveryForm;
  onChange: (values: DeliveryForm) => void;
  contacts: readonly Pick<Contact, 'id' | 'full_name' | 'phone' | 'position'>[];
  /** `order`: the checkout's labels (order comment, contact person); `default`: the profile's. */
  purpose: 'order' | 'default';
  /** The server's message per field (a 422 answer), shown under the field. */
  errors?: Partial<Record<keyof DeliveryForm, string>>;
  /** Beside the contact person select, e.g. the checkout's "add contact person". */
  contactAction?: ReactNode;
  /** Four lookups a row from the lg breakpoint (the wide basket modal); two otherwise. */
  wide?: boolean;
};

/**
 * The delivery fields of docs/rules.md#profile Profile.delivery, one set for the checkout (docs/rules.md#checkout) and
 * the profile's defaults: method, service, country and city from GET profile/delivery — in the
 * Russian version only, docs/rules.md#spec-6 — the city list following the country, the service asked only
 * with a method that goes through one (docs/rules.md#delivery-lookups); the address (at most 255
 * characters with a counter, red at the limit, docs/rules.md#spec-5), a comment and the contact person. A
 * controlled group of fields, without the form around it.
 */
export function DeliveryFields({
  idPrefix,
  values,
  onChange,
  contacts,
  purpose,
  errors = {},
  contactAction,
  wide,
}: Props) {
  const { t } = useTranslation('delivery');
  const withLookups = showsDeliveryLookups();
  const lookups = useDeliveryLookups({ enabled: withLookups });
  const allCities = lookups.data?.cities ?? [];
  const set = (patch: Partial<DeliveryForm>) => onChange({ ...values, ...patch });
  const methods = lookups.data?.methods;
  // The service is part of the method's choice: asked for with a method that goes through one
  // (a transport company), never beside a courier. Lookups where no method says so keep it always.
  const servicesByMethod = methods?.some((m) => m.needs_service) ?? false;
  const takesService = (method: string) =>
    !servicesByMethod || (methods?.find((m) => String(m.id) === method)?.needs_service ?? false);

  const select = (
    field: Lookup,
    items: readonly { id: number; name: string }[] | undefined,
    choose: (value: string) => void,
  ) => (
    <Col sm={6} lg={wide ? 3 : undefined}>
      <Form.Group controlId={`${idPrefix}-${field}`}>
        <Form.Label>{t(`fields.${field}`)}</Form.Label>
        <Form.Select
          value={values[field]}
          disabled={!items}
          isInvalid={!!errors[field]}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">{items ? t('notChosen') : t('loading')}</option>
          {items?.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
      </Form.Group>
    </Col>
  );

  const contactSelect = (
    <Form.Select
      // mw-100: a long contact (name · position · phone) must not push the select past a phone's screen.
      className={contactAction ? 'w-auto flex-grow-1 mw-100' : undefined}
      value={values.contact}
      isInvalid={!!errors.contact}
      onChange={(e) => set({ contact: e.target.value })}
    >
      <option value="">{t('noContact')}</option>
      {contacts.map((c) => (
        <option key={c.id} value={c.id}>
          {[c.full_name, c.position, c.phone].filter(Boolean).join(' · ')}
        </option>
      ))}
    </Form.Select>
  );
  const atLimit = values.address.length >= DELIVERY_ADDRESS_MAX;
  return (
    <>
      {withLookups && (
        <Row className="g-3 mb-3">
          {select('method', methods, (method) =>
            set(takesService(method) ? { method } : { method, service: '' }),
          )}
          {takesService(values.method) &&
            select('service', lookups.data?.services, (service) => set({ service }))}
          {select('country', lookups.data?.countries, (country) =>
            onChange(withCountry(values, country, allCities)),
          )}
          {select('city', lookups.data ? citiesOf(allCities, values.country) : undefined, (city) =>
            set({ city }),
          )}
        </Row>
      )}
      <Form.Group className="mb-3" controlId={`${idPrefix}-address`}>
        <Form.Label>{t('fields.address')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={DELIVERY_ADDRESS_MAX}
          value={values.address}
          isInvalid={!!errors.address}
          aria-describedby={`${idPrefix}-address-count`}
          onChange={(e) => set({ address: e.target.value })}
        />
        <Form.Control.Feedback type="invalid">{errors.address}</Form.Control.Feedback>
        <Form.Text
          id={`${idPrefix}-address-count`}
          className={`d-block text-end tabular${atLimit ? ' text-danger' : ''}`}
        >
          {t('fields.addressCount', { n: num(values.address.length), max: num(DELIVERY_ADDRESS_MAX) })}
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-comment`}>
        <Form.Label>{t(purpose === 'order' ? 'fields.orderComment' : 'fields.comment')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={1000}
          value={values.comment}
          isInvalid={!!errors.comment}
          onChange={(e) => set({ comment: e.target.value })}
        />
        <Form.Control.Feedback type="invalid">{errors.comment}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-contact`}>
        <Form.Label>{t(purpose === 'order' ? 'fields.contact' : 'fields.defaultContact')}</Form.Label>
        {contactAction ? (
          <div className="d-flex flex-wrap gap-2">
            {contactSelect}
            {contactAction}
          </div>
        ) : (
          contactSelect
        )}
        <Form.Control.Feedback type="invalid" className={errors.contact ? 'd-block' : undefined}>
          {errors.contact}
        </Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
