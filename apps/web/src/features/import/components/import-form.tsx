import { CURRENCIES, type ImportJob, MAIN_STORE_ID } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '@/components/file-drop-zone';
import { LabelledProgress } from '@/components/labelled-progress';
import { ApiError } from '@/lib/api-client';
import { num } from '@/lib/format';
import { type ImportOptions, useUploadImport } from '../api/upload-import';
import {
  fileStem,
  IMPORT_ACCEPT,
  IMPORT_MAX_BYTES,
  looksImportable,
  uploadPercent,
} from '../utils/import-job';

const DEFAULT_OPTIONS: ImportOptions = {
  source: '',
  store: MAIN_STORE_ID.ru,
  approve: false,
  dry_run: false,
  currency: 'RUB',
};

/**
 * The import form of the product service (docs/import.md "From the product service page"): a YML
 * or Shopify CSV file (input or drag-and-drop) and the options, uploaded with a progress bar
 * (XMLHttpRequest upload progress, `apiUpload`). `onStarted` gets the queued job.
 */
export function ImportForm({ onStarted }: { onStarted: (job: ImportJob) => void }) {
  const { t } = useTranslation('import');
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<ImportOptions>(DEFAULT_OPTIONS);
  const [sent, setSent] = useState<{ sent: number; total: number } | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const set = (change: Partial<ImportOptions>) => setOptions((o) => ({ ...o, ...change }));
  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
    setFileError(
      !chosen
        ? undefined
        : chosen.size > IMPORT_MAX_BYTES
          ? t('tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 })
          : !looksImportable(chosen.name)
            ? t('wrongType')
            : undefined,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('chooseFile'));
      return;
    }
    if (fileError) return;
    setSent({ sent: 0, total: file.size });
    upload.mutate(
      { file, options, onProgress: (s, total) => setSent({ sent: s, total }) },
      {
        onSuccess: ({ data }) => {
          setFile(null);
          onStarted(data.data);
        },
        onSettled: () => setSent(null),
      },
    );
  };

  const serverError = upload.error instanceof ApiError ? upload.error : null;
  const shownFileError = fileError ?? serverError?.body.errors?.file?.join(', ');
  const otherError = upload.isError && !serverError?.body.errors?.file ? upload.error.message : null;
  const percent = sent ? uploadPercent(sent.sent, sent.total) : null;
  const busy = upload.isPending;

  return (
    <Form onSubmit={submit} noValidate aria-label={t('title')}>
      <FileDropZone
        label={t('file')}
        hint={t('fileHint', { mb: IMPORT_MAX_BYTES / 1024 / 1024 })}
        accept={IMPORT_ACCEPT}
        file={file}
        onFile={choose}
        error={shownFileError}
        disabled={busy}
      />
      <Row className="g-3 mt-1">
        <Col sm={6} lg={3}>
          <Form.Group controlId="import-source">
            <Form.Label className="small mb-1">{t('source')}</Form.Label>
            <Form.Control
              value={options.source}
              placeholder={file ? fileStem(file.name) : t('sourcePlaceholder')}
              onChange={(e) => set({ source: e.target.value })}
              disabled={busy}
              maxLength={80}
            />
            <Form.Text className="small">{t('sourceHint')}</Form.Text>
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="import-store">
            <Form.Label className="small mb-1">{t('store')}</Form.Label>
            <Form.Select
              value={options.store}
              onChange={(e) => set({ store: Number(e.target.value) as ImportOptions['store'] })}
              disabled={busy}
            >
              {Object.values(MAIN_STORE_ID).map((id) => (
                <option key={id} value={id}>
                  {t(`stores.${id}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={3}>
          <Form.Group controlId="import-currency">
            <Form.Label className="small mb-1">{t('currency')}</Form.Label>
            <Form.Select
              value={options.currency}
              onChange={(e) => set({ currency: e.target.value as ImportOptions['currency'] })}
              disabled={busy}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Form.Select>
            <Form.Text className="small">{t('currencyHint')}</Form.Text>
          </Form.Group>
        </Col>
        <Col sm={6} lg={3} className="pt-lg-4">
          <Form.Check
            id="import-approve"
            label={t('approve')}
            checked={options.approve}
            onChange={(e) => set({ approve: e.target.checked })}
            disabled={busy}
          />
          <Form.Check
            id="import-dry-run"
            label={t('dryRun')}
            checked={options.dry_run}
            onChange={(e) => set({ dry_run: e.target.checked })}
            disabled={busy}
          />
        </Col>
      </Row>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <Button type="submit" disabled={busy}>
          {options.dry_run ? t('submitDryRun') : t('submit')}
        </Button>
        {busy && sent && (
          <div className="flex-grow-1" style={{ maxWidth: '28rem' }}>
            <div className="small text-body-secondary mb-1">
              {t('uploading', {
                sent: num(Math.round(sent.sent / 1024)),
                total: num(Math.round(sent.total / 1024)),
              })}
            </div>
            <LabelledProgress label={t('uploadProgress')} percent={percent} />
          </div>
        )}
      </div>
      {otherError && (
        <div className="text-danger small mt-2" role="alert">
          {t('uploadFailed')}: {otherError}
        </div>
      )}
    </Form>
  );
}
