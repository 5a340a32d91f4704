import { type DragEvent, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';
import './file-drop-zone.css';

type Props = {
  /** The input's label (screen readers, tests). */
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * A file input that also takes a file dropped on it (drag-and-drop), showing the chosen file. The
 * native input sits inside the zone, visually hidden but focusable: the zone shows its focus.
 */
export function FileDropZone({ label, hint, accept, file, onFile, error, disabled }: Props) {
  const { t } = useTranslation('common');
  const id = useId();
  const [over, setOver] = useState(false);
  // A new input after the file is cleared: a file input's value can't be set back by React.
  const [inputKey, setInputKey] = useState(0);
  const [shown, setShown] = useState<File | null>(file);
  if (shown !== file) {
    setShown(file);
    if (!file) setInputKey((k) => k + 1);
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };

  return (
    <div>
      <label
        htmlFor={id}
        className={`file-drop d-block rounded p-4 text-center ${over ? 'file-drop-over' : ''} ${error ? 'border-danger' : ''} ${disabled ? 'opacity-75' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <span className="d-block fw-semibold">{label}</span>
        {file ? (
          <span className="d-block mt-1">
            <span className="text-break">{file.name}</span>{' '}
            <span className="text-body-secondary small">
              ({t('fileDrop.size', { kb: num(Math.ceil(file.size / 1024)) })})
            </span>
          </span>
        ) : (
          <span className="d-block text-body-secondary small mt-1">{t('fileDrop.drop')}</span>
        )}
        <span className="btn btn-sm btn-outline-primary mt-2">
          {file ? t('fileDrop.another') : t('fileDrop.choose')}
        </span>
        <span className="d-block text-body-secondary small mt-2">{hint}</span>
        <Form.Control
          key={inputKey}
          id={id}
          type="file"
          accept={accept}
          className="visually-hidden"
          aria-label={label}
          disabled={disabled}
          isInvalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onFile((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
      </label>
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">
          {error}
        </Form.Control.Feedback>
      )}
    </div>
  );
}
