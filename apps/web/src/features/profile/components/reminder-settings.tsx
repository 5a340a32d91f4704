import { REORDER_REMINDER_DAYS } from '@kits/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { queryKeys } from '@/lib/query-keys';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Reorder reminders (docs/home.md#reminders), opt-in: a switch that turns them on (at
 * REORDER_REMINDER_DAYS.default days) or off, the threshold in days (1–90, saved with its button),
 * and whether each product under it is also e-mailed once. Each change is a PATCH profile/{uuid};
 * the home page's figures are refetched after it.
 */
export function ReminderSettings({
  uuid,
  days,
  emails,
}: {
  uuid: string;
  days: number | null;
  emails: boolean;
}) {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const save = useUpdateProfile(uuid);
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const [typed, setTyped] = useState(String(days ?? REORDER_REMINDER_DAYS.default));
  const value = Number(typed);
  const valid =
    Number.isInteger(value) && value >= REORDER_REMINDER_DAYS.min && value <= REORDER_REMINDER_DAYS.max;
  const send = (
    update: { reorder_reminder_days?: number | null; reorder_reminder_emails?: boolean },
    done: string,
  ) =>
    save.mutate(update, {
      onSuccess: () => {
        saved(t(done));
        void client.invalidateQueries({ queryKey: queryKeys.home(null) });
      },
      onError: (error) => failed(t('reminders.failed'), error),
    });
  return (
    <div className="d-flex flex-column gap-2">
      <Form.Check
        type="switch"
        role="switch"
        id="profile-reorder-reminders"
        checked={days !== null}
        disabled={save.isPending}
        label={t('reminders.on')}
        onChange={(e) =>
          send(
            {
              reorder_reminder_days: e.target.checked
                ? valid
                  ? value
                  : REORDER_REMINDER_DAYS.default
                : null,
            },
            e.target.checked ? 'reminders.turnedOn' : 'reminders.turnedOff',
          )
        }
      />
      {days !== null && (
        <>
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              if (valid) send({ reorder_reminder_days: value }, 'reminders.saved');
            }}
          >
            <Form.Label htmlFor="profile-reminder-days" className="small mb-1">
              {t('reminders.days')}
            </Form.Label>
            <InputGroup size="sm" style={{ maxWidth: 260 }} hasValidation>
              <Form.Control
                id="profile-reminder-days"
                type="number"
                inputMode="numeric"
                min={REORDER_REMINDER_DAYS.min}
                max={REORDER_REMINDER_DAYS.max}
                value={typed}
                isInvalid={!valid}
                onChange={(e) => setTyped(e.target.value)}
              />
              <Button
                type="submit"
                variant="outline-primary"
                disabled={!valid || save.isPending || value === days}
              >
                {t('reminders.save')}
              </Button>
              <Form.Control.Feedback type="invalid">
                {t('reminders.range', { min: REORDER_REMINDER_DAYS.min, max: REORDER_REMINDER_DAYS.max })}
              </Form.Control.Feedback>
            </InputGroup>
          </Form>
          <Form.Check
            type="switch"
            role="switch"
            id="profile-reminder-emails"
            checked={emails}
            disabled={save.isPending}
            label={t('reminders.emails')}
            onChange={(e) =>
              send(
                { reorder_reminder_emails: e.target.checked },
                e.target.checked ? 'reminders.emailsOn' : 'reminders.emailsOff',
              )
            }
          />
        </>
      )}
    </div>
  );
}
