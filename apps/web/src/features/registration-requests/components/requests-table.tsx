import type { RegistrationRequest } from '@kits/contract';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableHead } from '@/components/table-head';
import { paths } from '@/config/paths';
import { dateTime } from '@/lib/format';
import { RequestStatusBadge } from './request-status-badge';

/**
 * The inbox's rows, newest first: when it came, the name (a link to the request), e-mail and phone,
 * kind, version, status and who handled it last.
 */
export function RequestsTable({ requests, busy }: { requests: RegistrationRequest[]; busy?: boolean }) {
  const { t } = useTranslation('registration-requests');
  return (
    <Table responsive hover size="sm" className="align-middle mb-0" aria-busy={busy}>
      <caption className="visually-hidden">{t('list.caption')}</caption>
      <TableHead
        cells={[
          { label: t('list.date'), className: 'd-none d-md-table-cell' },
          { label: t('list.name') },
          { label: t('list.contacts'), className: 'd-none d-sm-table-cell' },
          { label: t('list.kind'), className: 'd-none d-lg-table-cell' },
          { label: t('list.version'), className: 'd-none d-lg-table-cell' },
          { label: t('list.status') },
          { label: t('list.handledBy'), className: 'd-none d-xl-table-cell' },
        ]}
      />
      <tbody className={busy ? 'opacity-50' : undefined}>
        {requests.map((r) => (
          <tr key={r.id} className={r.status === 'new' ? 'fw-semibold' : undefined}>
            <td className="text-nowrap small d-none d-md-table-cell">{dateTime(r.created_at)}</td>
            <td>
              <Link
                to={paths.registrationRequest.getHref(r.id)}
                aria-label={t('list.openNamed', { name: r.name })}
              >
                {r.name}
              </Link>
              <div className="small text-body-secondary fw-normal d-md-none">{dateTime(r.created_at)}</div>
            </td>
            <td className="small fw-normal d-none d-sm-table-cell">
              <div className="text-break">{r.email}</div>
              <div className="text-body-secondary text-nowrap">{r.phone}</div>
            </td>
            <td className="small fw-normal d-none d-lg-table-cell">{t(`kind.${r.kind}`)}</td>
            <td className="small fw-normal d-none d-lg-table-cell">{t(`version.${r.version}`)}</td>
            <td>
              <RequestStatusBadge status={r.status} />
            </td>
            <td className="small fw-normal d-none d-xl-table-cell">{r.handled_by?.username ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
