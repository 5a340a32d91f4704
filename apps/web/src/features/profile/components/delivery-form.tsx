import type { Contact, Delivery } from '@kits/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { DeliveryFields } from '@/components/delivery-fields/delivery-fields';
import {
  fromDelivery,
  showsDeliveryLookups,
  toDeliveryInput,
} from '@/components/delivery-fields/delivery-form';
import { useProfileSection } from '../hooks/use-profile-section';

type Props = { uuid: string; delivery: Delivery; contacts: readonly Contact[] };

/**
 * The default delivery data of docs/rules.md#profile (Profile.delivery), the checkout's starting values, in the
 * shared delivery fields (lookups in the Russian version only, docs/rules.md#spec-6). Saved with PATCH
 * profile/{uuid} `{ delivery }`; the server's field errors show under their fields, success is a
 * toast.
 */
export function DeliveryForm({ uuid, delivery, contacts }: Props) {
  const { t } = useTranslation('profile');
  const form = useProfileSection({ uuid, section: 'delivery', saved: delivery, read: fromDelivery });
  const { values, setValues, errors, submit, busy } = form;
  // Fields the English version does not show are left out, not cleared: the profile is the user's
  // in both versions, and PATCH keeps what it is not given.
  const toUpdate = (v: typeof values) => {
    const { method, country, city, service, ...rest } = toDeliveryInput(v, { withLookups: true });
    return { delivery: showsDeliveryLookups() ? { method, country, city, service, ...rest } : rest };
  };

  return (
    <Form noValidate onSubmit={submit(toUpdate)}>
      <DeliveryFields
        idPrefix="profile-delivery"
        values={values}
        onChange={setValues}
        contacts={contacts}
        purpose="default"
        errors={errors}
      />
      <Button type="submit" disabled={busy}>
        {busy && <Spinner animation="border" size="sm" className="me-2" />}
        {t('delivery.save')}
      </Button>
    </Form>
  );
}
