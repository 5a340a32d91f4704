import { type Contact, type Delivery, TOAST_DELAY } from '@kits/contract';
import { type FormEvent, useState } from 'react';
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
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useUpdateProfile } from '../api/update-profile';
import { type FieldErrors, fieldErrors } from '../utils/field-errors';

type Props = { uuid: string; delivery: Delivery; contacts: readonly Contact[] };

/**
 * The default delivery data of docs/rules.md#profile (Profile.delivery), the checkout's starting values, in the
 * shared delivery fields (lookups in the Russian version only, docs/rules.md#spec-6). Saved with PATCH
 * profile/{uuid} `{ delivery }`; the server's field errors show under their fields, success is a
 * toast.
 */
export function DeliveryForm({ uuid, delivery, contacts }: Props) {
  const { t } = useTranslation('profile');
  const saved = useSuccessToast();
  const failed = useFailureToast(TOAST_DELAY.short);
  const save = useUpdateProfile(uuid);
  const [values, setValues] = useState(() => fromDelivery(delivery));
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    // Fields the English version does not show are left out, not cleared: the profile is the user's
    // in both versions, and PATCH keeps what it is not given.
    const { method, country, city, service, ...rest } = toDeliveryInput(values, { withLookups: true });
    save.mutate(
      { delivery: showsDeliveryLookups() ? { method, country, city, service, ...rest } : rest },
      {
        onSuccess: (profile) => {
          setValues(fromDelivery(profile.delivery));
          saved(t('delivery.saved'));
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          failed(t('delivery.failed'), error);
        },
      },
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <DeliveryFields
        idPrefix="profile-delivery"
        values={values}
        onChange={setValues}
        contacts={contacts}
        purpose="default"
        errors={errors}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending && <Spinner animation="border" size="sm" className="me-2" />}
        {t('delivery.save')}
      </Button>
    </Form>
  );
}
