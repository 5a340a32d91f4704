import type { ShopifyPreviewResponse } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { TableHead } from '@/components/table-head';
import { money, num } from '@/lib/format';

type Preview = z.infer<typeof ShopifyPreviewResponse>['data'];

/** The live preview of a selection: how many products, and the first ones with my price → the retail price published. */
export function PublishPreview({ preview, loading }: { preview: Preview | undefined; loading: boolean }) {
  const { t } = useTranslation('shopify');
  if (!preview)
    return (
      <p className="small text-body-secondary mb-0">
        {loading ? <Spinner size="sm" className="me-2" /> : null}
        {t('preview.nothing')}
      </p>
    );
  return (
    <section aria-labelledby="shopify-preview-title" aria-busy={loading}>
      <h3 id="shopify-preview-title" className="h6 d-flex align-items-center gap-2">
        {t('preview.title')}
        {loading && <Spinner size="sm" />}
      </h3>
      <p className="small mb-2" aria-live="polite">
        {t('preview.count', { count: preview.count, formatted: num(preview.count) })}
        {preview.count > preview.items.length && ` ${t('preview.first', { count: preview.items.length })}`}
      </p>
      {preview.items.length > 0 && (
        <Table size="sm" responsive className="align-middle small mb-0">
          <caption className="visually-hidden">{t('preview.caption')}</caption>
          <TableHead
            cells={[
              { label: t('preview.columns.code') },
              { label: t('preview.columns.name') },
              { label: t('preview.columns.myPrice'), className: 'text-end' },
              { label: t('preview.columns.retail'), className: 'text-end' },
              { label: t('preview.columns.stock'), className: 'text-end' },
            ]}
          />
          <tbody>
            {preview.items.map((item) => (
              <tr key={item.code}>
                <td className="text-nowrap">{item.code}</td>
                <td>
                  {item.name}
                  {item.published && (
                    <Badge bg="light" text="dark" className="ms-2 border">
                      {t('preview.published')}
                    </Badge>
                  )}
                </td>
                <td className="text-end text-nowrap">{money(item.price_with_discount, preview.currency)}</td>
                <td className="text-end text-nowrap fw-semibold">
                  → {money(item.retail_price, preview.currency)}
                </td>
                <td className="text-end">{num(item.stock)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
