import { MEDIA_UPLOAD_MAX_BYTES } from '@kits/contract';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';
import { useSuccessToast } from '@/components/toaster';
import { ApiError } from '@/lib/api-client';
import { useUploadMedia } from '../api/upload-media';

const MB = MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024;

type Failure = { name: string; message: string };

/**
 * Uploads pictures to a product (POST /media/product/{id}, one request per file): images only, at
 * most 10 MB each (checked here first, and by the server, which also decodes them); the server's
 * errors are listed per file.
 */
export function MediaUploadForm({ productId }: { productId: number }) {
  const { t } = useTranslation('media');
  const saved = useSuccessToast();
  const upload = useUploadMedia();
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [progress, setProgress] = useState<{ n: number; of: number; percent: number } | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const tooLarge = files.filter((f) => f.size > MEDIA_UPLOAD_MAX_BYTES);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || tooLarge.length > 0) return;
    const failed: Failure[] = [];
    let done = 0;
    for (const [i, file] of files.entries()) {
      setProgress({ n: i + 1, of: files.length, percent: 0 });
      try {
        await upload.mutateAsync({
          productId,
          file,
          onProgress: (sent, total) =>
            setProgress({ n: i + 1, of: files.length, percent: Math.round((sent / total) * 100) }),
        });
        done++;
      } catch (error) {
        const message =
          error instanceof ApiError ? (error.body.errors?.file?.join(', ') ?? error.message) : String(error);
        failed.push({ name: file.name, message });
      }
    }
    setProgress(null);
    setFailures(failed);
    setFiles([]);
    setInputKey((k) => k + 1);
    if (done > 0) saved(t('upload.done', { count: done }));
  };

  return (
    <Form onSubmit={submit} className="border-top pt-3" aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`} className="h6">
        {t('upload.title')}
      </h3>
      <div className="d-flex flex-wrap align-items-start gap-2">
        <div style={{ maxWidth: '28rem' }} className="flex-grow-1">
          <Form.Control
            key={inputKey}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            multiple
            aria-label={t('upload.label')}
            isInvalid={tooLarge.length > 0}
            onChange={(e) => {
              setFiles(Array.from((e.target as HTMLInputElement).files ?? []));
              setFailures([]);
            }}
            disabled={progress !== null}
          />
          <Form.Text className="small">{t('upload.hint', { mb: MB })}</Form.Text>
          {tooLarge.length > 0 && (
            <Form.Control.Feedback type="invalid" className="d-block">
              {t('upload.tooLarge', { mb: MB, names: tooLarge.map((f) => f.name).join(', ') })}
            </Form.Control.Feedback>
          )}
        </div>
        <Button type="submit" disabled={files.length === 0 || tooLarge.length > 0 || progress !== null}>
          {t('upload.submit', { count: files.length || 1 })}
        </Button>
      </div>
      {progress && (
        <div className="mt-2" style={{ maxWidth: '28rem' }}>
          <div className="small text-body-secondary mb-1">{t('upload.progress', progress)}</div>
          <LabelledProgress label={t('upload.label')} percent={progress.percent} />
        </div>
      )}
      {failures.length > 0 && (
        <ul className="text-danger small mt-2 mb-0" role="alert">
          {failures.map((f) => (
            <li key={f.name}>
              <span className="fw-semibold">{f.name}</span>: {f.message}
            </li>
          ))}
        </ul>
      )}
    </Form>
  );
}
