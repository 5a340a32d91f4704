import type { ShopifyPublishReport } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';

/** A finished publish: products created and updated in the shop, and the ones that failed with their reasons. */
export function PublishReport({ report }: { report: ShopifyPublishReport }) {
  const { t } = useTranslation('shopify');
  return (
    <Alert variant={report.failed.length > 0 ? 'warning' : 'success'} className="mb-0">
      <h3 className="h6">{t('report.title')}</h3>
      <ul className="mb-0 ps-3">
        <li>{t('report.created', { count: report.created, formatted: num(report.created) })}</li>
        <li>{t('report.updated', { count: report.updated, formatted: num(report.updated) })}</li>
        <li>{t('report.failed', { count: report.failed.length, formatted: num(report.failed.length) })}</li>
      </ul>
      {report.failed.length > 0 && (
        <ul className="small mt-2 mb-0" aria-label={t('report.failedList')}>
          {report.failed.map((f) => (
            <li key={f.code}>
              <strong>{f.code}</strong>: {f.reason}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
