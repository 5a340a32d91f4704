import { type Contact, DELIVERY_ADDRESS_MAX, type Delivery, TOAST_DELAY } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useDeliveryLookups } from '@/api/get-delivery-lookups';
import {
  citiesOf,
  fromDelivery,
  showsDeliveryLookups,
  toDeliveryInput,
  type DeliveryForm as Values,
} from '@/components/delivery-fields/delivery-form';
import { useToast } from '@/components/toaster';
import { num } from '@/lib/format';
import { serverText } from '@/lib/server-text';
import { useUpdateProfile } from '../api/update-profile';
import { type FieldErrors, fieldErrors } from '../utils/field-errors';

type Props = { uuid: string; delivery: Delivery; contacts: readonly Contact[] };

/**
 * The default delivery data of spec §3 (Profile.delivery), the checkout's starting values: method,
 * service, country and city (the city list follows the country) — in the Russian version only, spec
 * §6 — the address (at most 255 characters with a counter, spec §5), a comment and the default
 * contact person. Saved with PATCH profile/{uuid} `{ delivery }`; the server's field errors show
 * under their fields, success is a toast.
 */
export function DeliveryForm({ uuid, delivery, contacts }: Props) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const save = useUpdateProfile(uuid);
  const withLookups = showsDeliveryLookups();
  const lookups = useDeliveryLookups({ enabled: withLookups });
  const [values, setValues] = useState(() => fromDelivery(delivery));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const allCities = lookups.data?.cities ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    // Fields the English version does not show are left out, not cleared: the profile is the user's
    // in both versions, and PATCH keeps what it is not given.
    const { method, country, city, service, ...rest } = toDeliveryInput(values, { withLookups: true });
    save.mutate(
      { delivery: withLookups ? { method, country, city, service, ...rest } : rest },
      {
        onSuccess: (profile) => {
          setValues(fromDelivery(profile.delivery));
          toast.show({ variant: 'success', delay: TOAST_DELAY.short, title: t('delivery.saved') });
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          toast.show({
            variant: 'danger',
            delay: TOAST_DELAY.short,
            title: t('delivery.failed'),
            text: serverText(error),
          });
        },
      },
    );
  };

  const select = (
    field: 'method' | 'service' | 'country' | 'city',
    items: readonly { id: number; name: string }[] | undefined,
    onChange: (value: string) => void,
  ) => (
    <Col sm={6}>
      <Form.Group controlId={`profile-delivery-${field}`}>
        <Form.Label>{t(`delivery.fields.${field}`)}</Form.Label>
        <Form.Select
          value={values[field]}
          disabled={!items}
          isInvalid={!!errors[field]}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{items ? t('delivery.notChosen') : t('loading')}</option>
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

  const atLimit = values.address.length >= DELIVERY_ADDRESS_MAX;
  return (
    <Form noValidate onSubmit={submit}>
      {withLookups && (
        <Row className="g-3 mb-3">
          {select('method', lookups.data?.methods, (method) => set({ method }))}
          {select('service', lookups.data?.services, (service) => set({ service }))}
          {select('country', lookups.data?.countries, (country) =>
            // A city of another country no longer fits (the server would answer errors.city).
            set({
              country,
              city: citiesOf(allCities, country).some((c) => String(c.id) === values.city) ? values.city : '',
            }),
          )}
          {select('city', lookups.data ? citiesOf(allCities, values.country) : undefined, (city) =>
            set({ city }),
          )}
        </Row>
      )}
      <Form.Group className="mb-3" controlId="profile-delivery-address">
        <Form.Label>{t('delivery.fields.address')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={DELIVERY_ADDRESS_MAX}
          value={values.address}
          isInvalid={!!errors.address}
          aria-describedby="profile-delivery-address-count"
          onChange={(e) => set({ address: e.target.value })}
        />
        <Form.Control.Feedback type="invalid">{errors.address}</Form.Control.Feedback>
        <Form.Text
          id="profile-delivery-address-count"
          className={`d-block text-end tabular${atLimit ? ' text-danger' : ''}`}
        >
          {t('delivery.addressCount', { n: num(values.address.length), max: num(DELIVERY_ADDRESS_MAX) })}
        </Form.Text>
      </Form.Group>
      <Form.Group className="mb-3" controlId="profile-delivery-comment">
        <Form.Label>{t('delivery.fields.comment')}</Form.Label>
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
      <Form.Group className="mb-3" controlId="profile-delivery-contact">
        <Form.Label>{t('delivery.fields.contact')}</Form.Label>
        <Form.Select
          value={values.contact}
          isInvalid={!!errors.contact}
          onChange={(e) => set({ contact: e.target.value })}
        >
          <option value="">{t('delivery.noContact')}</option>
          {contacts.map((c) => (
            <option key={c.id} value={c.id}>
              {[c.full_name, c.position, c.phone].filter(Boolean).join(' · ')}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.contact}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner animation="border" size="sm" className="me-2" />}
        {t('delivery.save')}
      </Button>
    </Form>
  );
}
