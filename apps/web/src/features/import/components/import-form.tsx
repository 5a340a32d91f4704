import { CURRENCIES, type ImportJob, MAIN_STORE_ID } from '@kits/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '@/components/file-drop-zone';
import { LabelledCol } from '@/components/labelled-col';
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

/** The yes/no options, as checkboxes. */
const FLAGS = [
  { option: 'approve', id: 'import-approve', label: 'approve' },
  { option: 'dry_run', id: 'import-dry-run', label: 'dryRun' },
] as const;

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
  const storeOptions = Object.values(MAIN_STORE_ID).map((id) => ({ value: id, label: t(`stores.${id}`) }));
  const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));

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
        <LabelledCol sm={6} lg={3} id="import-source" label={t('source')} hint={t('sourceHint')}>
          <Form.Control
            value={options.source}
            placeholder={file ? fileStem(file.name) : t('sourcePlaceholder')}
            onChange={(e) => set({ source: e.target.value })}
            disabled={busy}
            maxLength={80}
          />
        </LabelledCol>
        <LabelledCol sm={6} lg={3} id="import-store" label={t('store')}>
          <OptionSelect
            value={options.store}
            options={storeOptions}
            onChange={(store) => set({ store })}
            disabled={busy}
          />
        </LabelledCol>
        <LabelledCol sm={6} lg={3} id="import-currency" label={t('currency')} hint={t('currencyHint')}>
          <OptionSelect
            value={options.currency}
            options={currencyOptions}
            onChange={(currency) => set({ currency })}
            disabled={busy}
          />
        </LabelledCol>
        <Col sm={6} lg={3} className="pt-lg-4">
          {FLAGS.map(({ option, id, label }) => (
            <Form.Check
              key={option}
              id={id}
              label={t(label)}
              checked={options[option]}
              onChange={(e) => set({ [option]: e.target.checked })}
              disabled={busy}
            />
          ))}
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

/** A select of fixed `options`; `onChange` gets the chosen option's own value (a number stays a number). */
function OptionSelect<V extends string | number>({
  value,
  options,
  onChange,
  disabled,
}: {
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled: boolean;
}) {
  return (
    <Form.Select
      value={value}
      onChange={(e) => {
        const chosen = options.find((o) => String(o.value) === e.target.value);
        if (chosen) onChange(chosen.value);
      }}
      disabled={disabled}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Form.Select>
  );
}
