import { FEED_UPLOAD_MAX_BYTES, type PriceType, type PriceTypePricesReport } from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '@/components/file-drop-zone';
import { TableHead } from '@/components/table-head';
import { ApiError } from '@/lib/api-client';
import { num } from '@/lib/format';
import { refusedRows } from '@/lib/refused-rows';
import { downloadPricesTemplate, useUploadTypePrices } from '../api/price-types';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = FEED_UPLOAD_MAX_BYTES / 1024 / 1024;

type Problem = { line: number; message: string };

/** A price file names no fields a refused row could point at: every line error is the whole row. */
const noField = (_name: string | undefined): _name is never => false;

/**
 * A price type's prices from a file (docs/rules.md#buyer-price): the columns code, currency
 * (optional: the version's) and price (empty: back to the list price), as a CSV or XLSX whose
 * template the page offers; Check shows what would change and every refused row, Apply writes it
 * all or nothing. Products not in the file keep their prices of the type.
 */
export function PricesImport({ type, onClose }: { type: PriceType; onClose: () => void }) {
  const { t } = useTranslation('price-types');
  const upload = useUploadTypePrices();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<PriceTypePricesReport | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    upload.reset();
    setFileError(chosen && chosen.size > FEED_UPLOAD_MAX_BYTES ? t('tooLarge', { mb: MAX_MB }) : undefined);
  };
  const send = (preview: boolean) => {
    if (!file) return setFileError(t('chooseFile'));
    upload.mutate({ id: type.id, file, preview }, { onSuccess: ({ data }) => setReport(data.data) });
  };
  const serverError = upload.error instanceof ApiError ? upload.error : null;
  const refused = refusedRows(serverError?.body.errors, noField);
  const shownFileError = fileError ?? serverError?.body.errors?.file?.join(', ');
  const problems: Problem[] = report?.problems ?? refused.problems;
  const canApply = report !== null && !report.applied && report.errors === 0 && !upload.isPending;

  return (
    <Card className="mt-4" as="section" aria-label={t('importTitle', { name: type.name })}>
      <Card.Header className="d-flex align-items-center">
        <h2 className="h6 mb-0">{t('importTitle', { name: type.name })}</h2>
        <Button variant="link" size="sm" className="ms-auto" onClick={onClose}>
          {t('close')}
        </Button>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t('importHint')}</p>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button size="sm" variant="outline-secondary" onClick={() => downloadPricesTemplate('csv')}>
            {t('templateCsv')}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => downloadPricesTemplate('xlsx')}>
            {t('templateXlsx')}
          </Button>
        </div>
        <FileDropZone
          label={t('file')}
          hint={t('fileHint', { mb: MAX_MB })}
          accept={ACCEPT}
          file={file}
          onFile={choose}
          error={shownFileError}
          disabled={upload.isPending}
        />
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Button variant="outline-primary" onClick={() => send(true)} disabled={upload.isPending}>
            {t('check')}
          </Button>
          <Button onClick={() => send(false)} disabled={!canApply}>
            {t('apply')}
          </Button>
        </div>
        {serverError && !shownFileError && (
          <Alert variant="danger" className="mt-3" role="alert">
            {serverError.body.message}
            {refused.general.length > 0 && ` ${refused.general.join(' ')}`}
          </Alert>
        )}
        {report && (
          <Alert
            variant={report.applied ? 'success' : report.errors > 0 ? 'danger' : 'info'}
            className="mt-3"
            role="status"
          >
            {t(report.applied ? 'applied' : report.errors > 0 ? 'checkedProblems' : 'checked', {
              rows: num(report.rows),
              changed: num(report.changed),
              unchanged: num(report.unchanged),
              errors: num(report.errors),
            })}
          </Alert>
        )}
        {problems.length > 0 && (
          <Table size="sm" responsive className="data-table" aria-label={t('problems')}>
            <TableHead cells={[{ label: t('line'), className: 'text-end' }, { label: t('problem') }]} />
            <tbody>
              {problems.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a line may have several problems
                <tr key={i}>
                  <td className="text-end tabular">{num(p.line)}</td>
                  <td>{p.message}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
