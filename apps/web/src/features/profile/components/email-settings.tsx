import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The profile's e-mail choice (docs/rules.md#mail-outbox): a switch for the e-mails sent when an
 * order of the user's changes status, saved at once with PATCH profile/{uuid}
 * `{ order_status_emails }`; a toast says it was saved, or why not (the switch then shows the
 * saved value again).
 */
export function EmailSettings({ uuid, orderStatusEmails }: { uuid: string; orderStatusEmails: boolean }) {
  const { t } = useTranslation('profile');
  const save = useUpdateProfile(uuid);
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const checked = save.isPending ? !!save.variables?.order_status_emails : orderStatusEmails;
  return (
    <Form.Check
      type="switch"
      role="switch"
      id="profile-order-status-emails"
      checked={checked}
      disabled={save.isPending}
      label={t('emails.orderStatus')}
      onChange={(e) =>
        save.mutate(
          { order_status_emails: e.target.checked },
          {
            onSuccess: (profile) => saved(t(profile.order_status_emails ? 'emails.on' : 'emails.off')),
            onError: (error) => failed(t('emails.failed'), error),
          },
        )
      }
    />
  );
}
