import type { RegistrationRequest } from '@kits/contract';
import { Fragment, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { dateTime } from '@/lib/format';
import { RequestStatusBadge } from './request-status-badge';

/**
 * What the visitor sent (name, e-mail, phone, comment, kind, version, when) and what staff did with
 * it (status, who handled it last and when, the reject reason, the counterparty it became).
 */
export function RequestDetails({ request }: { request: RegistrationRequest }) {
  const { t } = useTranslation('registration-requests');
  const rows: [string, ReactNode][] = [
    [t('request.name'), request.name],
    [
      t('request.email'),
      <a key="email" href={`mailto:${request.email}`}>
        {request.email}
      </a>,
    ],
    [
      t('request.phone'),
      <a key="phone" href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>
        {request.phone}
      </a>,
    ],
    [t('request.kind'), t(`kind.${request.kind}`)],
    [t('request.version'), t(`version.${request.version}`)],
    [t('request.received'), dateTime(request.created_at)],
    [
      t('request.comment'),
      request.comment ? (
        <span key="comment" style={{ whiteSpace: 'pre-wrap' }}>
          {request.comment}
        </span>
      ) : (
        '—'
      ),
    ],
    [t('request.status'), <RequestStatusBadge key="status" status={request.status} />],
  ];
  if (request.handled_by && request.handled_at)
    rows.push([
      t('request.handled'),
      t('request.handledBy', { date: dateTime(request.handled_at), user: request.handled_by.username }),
    ]);
  if (request.reject_reason) rows.push([t('request.rejectReason'), request.reject_reason]);
  if (request.counterparty_id !== null)
    rows.push([
      t('request.onboarded'),
      <Link key="counterparty" to={paths.counterpartyCard.getHref(request.counterparty_id)}>
        {t('request.counterparty', { id: request.counterparty_id })}
      </Link>,
    ]);
  return (
    <Card as="section" aria-labelledby="request-details" className="shadow-sm">
      <Card.Header>
        <h2 id="request-details" className="h6 mb-0">
          {t('request.details')}
        </h2>
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt className="col-sm-5 fw-normal text-body-secondary">{label}</dt>
              <dd className="col-sm-7 text-break">{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}
