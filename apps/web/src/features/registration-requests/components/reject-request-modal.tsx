import { MAX_REJECT_REASON, type RegistrationRequest } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { useRejectRegistrationRequest } from '../api/reject-registration-request';

/**
 * Rejecting a request (docs/rules.md#request-status): a modal asking for the reason (required:
 * checked before sending; at most 1000 characters); the server's field error shows under the field.
 */
export function RejectRequestModal({
  request,
  show,
  onHide,
}: {
  request: RegistrationRequest;
  show: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation('registration-requests');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectRegistrationRequest();
  const done = useSuccessToast();
  const failed = useFailureToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('reject.required'));
      return;
    }
    setError(null);
    reject.mutate(
      { id: request.id, reason },
      {
        onSuccess: () => {
          done(t('reject.done'));
          onHide();
        },
        onError: (err) => {
          const field = apiFieldErrors(err).reason;
          if (field) setError(field.join(', '));
          else failed(t('reject.failed'), err);
        },
      },
    );
  };

  return (
    <Modal show={show} onHide={onHide} aria-labelledby="reject-request-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="reject-request-title" as="h2" className="h5">
            {t('reject.title', { id: request.id })}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="reject-reason">
            <Form.Label>{t('reject.reason')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              maxLength={MAX_REJECT_REASON}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
              isInvalid={error !== null}
              required
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
            <Form.Text>{t('reject.reasonHint')}</Form.Text>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('reject.cancel')}
          </Button>
          <BusyButton type="submit" variant="danger" busy={reject.isPending}>
            {t('reject.confirm')}
          </BusyButton>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
