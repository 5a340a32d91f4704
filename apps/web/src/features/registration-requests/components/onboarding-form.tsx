import { defaultCurrency, type RegistrationRequest, type RequestApprovedResponse } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { joinFieldErrors } from '@/lib/field-errors';
import { useApproveRegistrationRequest } from '../api/approve-registration-request';
import {
  checkOnboarding,
  draftFromRequest,
  type OnboardingDraft,
  toApproveBody,
} from '../utils/onboarding-form';
import { CounterpartySection } from './counterparty-section';
import { OutletSection } from './outlet-section';
import { UserSection } from './user-section';

/**
 * Approve = onboard (docs/rules.md#onboarding): the form prefilled from the request that creates
 * the counterparty, its first user and optionally its first outlet in one call. The page's own
 * checks and the server's field errors (`user.email` taken, `counterparty.inn` malformed…) show
 * under their fields; any other failure (409: someone closed the request meanwhile) as a toast.
 */
export function OnboardingForm({
  request,
  onApproved,
  onCancel,
}: {
  request: RegistrationRequest;
  /** The answer, with the login the account got. */
  onApproved: (result: RequestApprovedResponse, username: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('registration-requests');
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFromRequest(request));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const approve = useApproveRegistrationRequest();
  const failed = useFailureToast();

  const change =
    <K extends 'counterparty' | 'user' | 'outlet'>(section: K) =>
    (patch: Partial<OnboardingDraft[K]>) => {
      // A field being corrected loses its error.
      setErrors((e) => {
        const left = { ...e };
        for (const key of Object.keys(patch)) delete left[`${section}.${key}`];
        return left;
      });
      setDraft((d) => {
        const next = { ...d, [section]: { ...d[section], ...patch } };
        // A counterparty of the other version: its user's language and outlet's currency follow.
        const version = (patch as Partial<OnboardingDraft['counterparty']>).version;
        if (section === 'counterparty' && version && version !== d.counterparty.version) {
          next.user = { ...next.user, locale: version };
          next.outlet = { ...next.outlet, currency: defaultCurrency(version) };
        }
        return next;
      });
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkOnboarding(draft);
    const local = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, t(`onboarding.problems.${problem}`)]),
    );
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    approve.mutate(
      { id: request.id, body: toApproveBody(draft) },
      {
        onSuccess: (result) => onApproved(result, draft.user.username.trim()),
        onError: (err) => {
          const fields = joinFieldErrors(apiFieldErrors(err));
          if (Object.keys(fields).length > 0) setErrors(fields);
          else failed(t('onboarding.failed'), err);
        },
      },
    );
  };

  const count = Object.keys(errors).length;
  return (
    <Card as="section" aria-labelledby="onboarding-title" className="shadow-sm">
      <Card.Header>
        <h2 id="onboarding-title" className="h5 mb-0">
          {t('onboarding.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        <p className="text-body-secondary small">{t('onboarding.intro')}</p>
        <Form onSubmit={submit} noValidate aria-labelledby="onboarding-title">
          {count > 0 && (
            <Alert variant="danger" role="alert">
              {t('onboarding.fix', { count })}
            </Alert>
          )}
          <CounterpartySection value={draft.counterparty} onChange={change('counterparty')} errors={errors} />
          <UserSection value={draft.user} onChange={change('user')} errors={errors} />
          <OutletSection
            value={draft.outlet}
            onChange={change('outlet')}
            errors={errors}
            enabled={draft.withOutlet}
            onToggle={(on) => setDraft((d) => ({ ...d, withOutlet: on }))}
          />
          <div className="d-flex flex-wrap gap-2 mt-2">
            <BusyButton type="submit" variant="success" busy={approve.isPending}>
              {t('onboarding.submit')}
            </BusyButton>
            <Button variant="outline-secondary" onClick={onCancel} disabled={approve.isPending}>
              {t('onboarding.cancel')}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
