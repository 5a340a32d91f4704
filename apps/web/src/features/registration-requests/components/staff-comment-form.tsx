import { isFinalRequestStatus, MAX_STAFF_COMMENT, RegistrationRequest } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/busy-button';
import { type StaleChange, StaleRecordAlert } from '@/components/stale-record-alert';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { apiFieldErrors } from '@/lib/api-client';
import { rebaseValues, staleRecord } from '@/lib/record-version';
import { useCommentRegistrationRequest } from '../api/comment-registration-request';

/**
 * The staff's working note on a request (docs/rules.md#request-status): saving it moves a new
 * request to in progress. A closed request shows its note read-only. The save names the request's
 * `etag` as loaded (If-Match): when someone else saved it meanwhile (412), the form shows their note
 * for review instead of overwriting it (docs/rules.md#record-versions).
 */
export function StaffCommentForm({ request }: { request: RegistrationRequest }) {
  const { t } = useTranslation('registration-requests');
  const [text, setText] = useState(request.staff_comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [base, setBase] = useState(request);
  const [stale, setStale] = useState<StaleChange[] | null>(null);
  const save = useCommentRegistrationRequest();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const closed = isFinalRequestStatus(request.status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { id: base.id, etag: base.etag, staffComment: text },
      {
        onSuccess: (res) => {
          setText(res.data.staff_comment ?? '');
          setBase(res.data);
          setStale(null);
          saved(t('comment.saved'));
        },
        onError: (err) => {
          const current = staleRecord(err, RegistrationRequest);
          if (current) {
            const note = (r: RegistrationRequest) => ({ staff_comment: r.staff_comment ?? '' });
            const rebased = rebaseValues({
              values: { staff_comment: text },
              loaded: note(base),
              current: note(current),
            });
            setText(rebased.values.staff_comment);
            setBase(current);
            setStale(
              rebased.changed.map((field) => ({
                field,
                label: t('comment.label'),
                value: rebased.values[field],
              })),
            );
            return;
          }
          const field = apiFieldErrors(err).staff_comment;
          if (field) setError(field.join(', '));
          else failed(t('comment.failed'), err);
        },
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="staff-comment" className="shadow-sm">
      <Card.Header>
        <h2 id="staff-comment" className="h6 mb-0">
          {t('comment.title')}
        </h2>
      </Card.Header>
      <Card.Body>
        {closed ? (
          <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
            {request.staff_comment ?? '—'}
          </p>
        ) : (
          <Form onSubmit={submit} noValidate>
            {stale && <StaleRecordAlert changes={stale} />}
            <Form.Group controlId="staff-comment-text" className="mb-2">
              <Form.Label>{t('comment.label')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={MAX_STAFF_COMMENT}
                value={text}
                onChange={(e) => setText(e.target.value)}
                isInvalid={error !== null}
              />
              <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
              {request.status === 'new' && <Form.Text>{t('comment.hint')}</Form.Text>}
            </Form.Group>
            <BusyButton type="submit" variant="outline-primary" size="sm" busy={save.isPending}>
              {t('comment.save')}
            </BusyButton>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
