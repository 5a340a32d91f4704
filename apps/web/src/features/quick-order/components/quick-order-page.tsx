import { QUICK_ORDER_MAX_LINES } from '@kits/contract';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '@/components/file-drop-zone';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { num } from '@/lib/format';
import { serverText } from '@/lib/server-text';
import { useQuickOrder } from '../hooks/use-quick-order';
import { AddedAlert } from './quick-order-added-alert';
import { QuickOrderBox } from './quick-order-box';
import { QuickOrderResult } from './quick-order-result';
import './quick-order.css';

const FILE_TYPES =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /catalog/quick-order (docs/rules.md#quick-order), warehouse level: a box for lines of "code
 * quantity" (or a CSV/XLSX the server reads into such lines), the check's table with a status and
 * a fix for each line, and "Add N lines to basket" for the ticked ready lines — all or nothing.
 * After adding, the lines with problems stay in the box and are checked again. A view of
 * `useQuickOrder`, which holds the state and the calls.
 */
export function QuickOrderPage() {
  const { t } = useTranslation('quick-order');
  const order = useQuickOrder();
  const { readFile, checkCall } = order;
  return (
    <>
      <PageHeader
        title={t('title')}
        parents={[{ label: t('layout:pages.catalog.title'), href: paths.catalog.getHref() }]}
      />
      <p className="text-body-secondary mb-4" style={{ maxWidth: '48rem' }}>
        {t('intro')}
      </p>
      {order.added && (
        <AddedAlert
          added={order.added}
          rest={order.checked !== null || order.text.trim() !== ''}
          onClose={order.closeAdded}
        />
      )}
      <Row className="g-4 mb-4">
        <Col lg={7}>
          <QuickOrderBox order={order} />
        </Col>
        <Col lg={5}>
          <FileDropZone
            label={t('file.label')}
            hint={
              readFile.isPending ? t('file.reading') : t('file.hint', { max: num(QUICK_ORDER_MAX_LINES) })
            }
            accept={FILE_TYPES}
            file={order.file}
            onFile={order.chooseFile}
            disabled={readFile.isPending}
            error={readFile.error ? serverText(readFile.error) : undefined}
          />
        </Col>
      </Row>
      {checkCall.error && (
        <Alert variant="danger">
          <strong>{t('result.checkFailed')}:</strong> {serverText(checkCall.error)}
        </Alert>
      )}
      {order.checked && <QuickOrderResult order={order} checked={order.checked} />}
    </>
  );
}
