import {
  FEED_KIND_FIELDS,
  FEED_KINDS,
  FEED_UPLOAD_MAX_BYTES,
  type FeedKind,
  type FeedReport,
} from '@kits/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '@/components/file-drop-zone';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { downloadFeedTemplate } from '../api/download-feed-template';
import { useUploadFeed } from '../api/upload-feed';
import { feedErrorProblems } from '../utils/feed-errors';
import { FeedProblems, FeedReportView } from './feed-report';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = FEED_UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * /services/feeds (manager, docs/feeds.md): pick a kind of outlet data, download its template (CSV
 * or XLSX, headers in the page's language), upload a filled file, check it (what would change,
 * every row with a problem by line and field), then apply it and see the report.
 */
export function FeedsPage() {
  const { t } = useTranslation('feeds');
  const upload = useUploadFeed();
  const [kind, setKind] = useState<FeedKind>('outlet-stock');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<FeedReport | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const reset = () => {
    setReport(null);
    upload.reset();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    reset();
    setFileError(chosen && chosen.size > FEED_UPLOAD_MAX_BYTES ? t('tooLarge', { mb: MAX_MB }) : undefined);
  };
  const send = (preview: boolean) => {
    if (!file) {
      setFileError(t('chooseFile'));
      return;
    }
    upload.mutate({ kind, file, preview }, { onSuccess: ({ data }) => setReport(data.data) });
  };

  const serverError = upload.error instanceof ApiError ? upload.error : null;
  const refused = feedErrorProblems(serverError?.body.errors);
  const shownFileError = fileError ?? serverError?.body.errors?.file?.join(', ');
  const otherError =
    upload.isError && !serverError?.body.errors?.file && refused.problems.length === 0
      ? upload.error.message
      : null;
  const canApply = report !== null && !report.applied && report.errors === 0 && !upload.isPending;
  const { fields, optional } = FEED_KIND_FIELDS[kind];

  return (
    <>
      <PageHeader title={t('layout:pages.feeds.title')} under="services" />
      <p className="text-body-secondary" style={{ maxWidth: 760 }}>
        {t('intro')}
      </p>
      <Form onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('layout:pages.feeds.title')}>
        <Form.Group className="mb-3" controlId="feed-kind" style={{ maxWidth: 420 }}>
          <Form.Label>{t('kind')}</Form.Label>
          <Form.Select
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as FeedKind);
              reset();
            }}
            disabled={upload.isPending}
          >
            {FEED_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </Form.Select>
          <Form.Text>{t(`kindHints.${kind}`)}</Form.Text>
        </Form.Group>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <span className="small text-body-secondary">{t('columns')}:</span>
          {fields.map((f) => (
            <code key={f} className="border rounded px-2 py-1 small">
              {t(`fields.${f}`)}
              {optional.includes(f) && <span className="text-body-secondary"> ({t('optional')})</span>}
            </code>
          ))}
          <Button size="sm" variant="outline-secondary" onClick={() => downloadFeedTemplate(kind, 'csv')}>
            {t('templateCsv')}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => downloadFeedTemplate(kind, 'xlsx')}>
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
        <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
          <Button variant="outline-primary" onClick={() => send(true)} disabled={upload.isPending}>
            {t('preview')}
          </Button>
          <Button onClick={() => send(false)} disabled={!canApply}>
            {t('apply')}
          </Button>
          {report && !report.applied && report.errors > 0 && (
            <span className="small text-body-secondary">{t('applyHint')}</span>
          )}
        </div>
      </Form>
      {(otherError || refused.general.length > 0) && !shownFileError && (
        <Alert variant="danger" className="mt-3" role="alert">
          {t('failed')}: {otherError ?? refused.general.join(' ')}
        </Alert>
      )}
      {refused.problems.length > 0 && (
        <div className="mt-3">
          <Alert variant="danger">{serverError?.body.message}</Alert>
          <FeedProblems problems={refused.problems} />
        </div>
      )}
      {report && <FeedReportView report={report} />}
    </>
  );
}
