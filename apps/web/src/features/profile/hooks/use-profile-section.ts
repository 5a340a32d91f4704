import { type ProfileResponse, type ProfileUpdate, TOAST_DELAY } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useUpdateProfile } from '../api/update-profile';
import { type FieldErrors, fieldErrors } from '../utils/field-errors';

type Section = 'personal' | 'delivery';

/**
 * One section form of the profile (docs/rules.md#profile: `personal` or `delivery`): its values, read
 * (`read`) from the `saved` section, and the server's field errors. `submit(toUpdate)` sends PATCH
 * profile/{uuid} with `toUpdate(values)`; on success the values are read again from the saved
 * profile and a toast says `<section>.saved`, on failure the field errors show under their fields
 * and a toast titled `<section>.failed` carries the server's message.
 */
export function useProfileSection<S extends Section, V>({
  uuid,
  section,
  saved: initial,
  read,
}: {
  uuid: string;
  section: S;
  saved: ProfileResponse[S];
  read: (saved: ProfileResponse[S]) => V;
}) {
  const { t } = useTranslation('profile');
  const saved = useSuccessToast();
  const failed = useFailureToast(TOAST_DELAY.short);
  const save = useUpdateProfile(uuid);
  const [values, setValues] = useState(() => read(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const texts: Section = section;

  const submit = (toUpdate: (values: V) => ProfileUpdate) => (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(toUpdate(values), {
      onSuccess: (profile) => {
        setValues(read(profile[section]));
        saved(t(`${texts}.saved`));
      },
      onError: (error) => {
        setErrors(fieldErrors(error));
        failed(t(`${texts}.failed`), error);
      },
    });
  };
  return { values, setValues, errors, submit, busy: save.isPending };
}
