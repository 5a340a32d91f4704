import {
  UPDATE_LOG_CONTENT_FIELDS,
  UPDATE_LOG_CONTENT_MAX,
  type UpdateLogAdminRecord,
  type UpdateLogContentField,
  type UpdateLogInput,
  type UpdateLogRecord,
  updateLogContentProblems,
} from '@kits/contract';
import { type FormEvent, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '@/lib/api-client';
import { UpdatesLogList } from './updates-log-list';

/** The language of a text field: content_ru → ru. */
const languageOf = (field: UpdateLogContentField) => (field === 'content_ru' ? 'ru' : 'en');

/** The form's values of `record` (a new record: empty texts, both flags off). */
export const formValues = (record: UpdateLogAdminRecord | null): UpdateLogInput => ({
  content_ru: record?.content_ru ?? '',
  content_en: record?.content_en ?? '',
  is_major: record?.is_major ?? false,
  only_franchising: record?.only_franchising ?? false,
});

/**
 * The record as the what's-new modal will show it in `lang` (docs/rules.md#update-log-publishing):
 * the typed text of that language, dated `createdAt` (now for a new record).
 */
export const previewRecord = (
  values: UpdateLogInput,
  lang: 'ru' | 'en',
  createdAt: string,
): UpdateLogRecord => ({
  id: 0,
  content: lang === 'ru' ? values.content_ru : values.content_en,
  created_at: createdAt,
  updated_at: createdAt,
  only_franchising: !!values.only_franchising,
});

type UpdateLogFormProps = {
  /** The record edited; null: a new one. */
  record: UpdateLogAdminRecord | null;
  /** Sends the values; a rejected promise with a 422 shows its field errors. */
  onSave: (values: UpdateLogInput) => Promise<unknown>;
  onCancel: () => void;
  busy: boolean;
};

/**
 * The editor of a what's-new record (docs/rules.md#update-log-publishing): Markdown in Russian and
 * in English (both required, at most UPDATE_LOG_CONTENT_MAX characters: checked here before
 * sending with the contract's `updateLogContentProblems`, and the server's 422 field errors shown
 * under their field), the major and only-franchising flags, and a live preview of either language
 * rendered by the what's-new modal's own list (UpdatesLogList → MarkdownText).
 */
export function UpdateLogForm({ record, onSave, onCancel, busy }: UpdateLogFormProps) {
  const { t, i18n } = useTranslation('updates-log');
  const id = useId();
  const [values, setValues] = useState<UpdateLogInput>(() => formValues(record));
  const [errors, setErrors] = useState<Partial<Record<UpdateLogContentField, string>>>({});
  const [previewLang, setPreviewLang] = useState<'ru' | 'en'>(i18n.language === 'ru' ? 'ru' : 'en');
  const [createdAt] = useState(() => record?.created_at ?? new Date().toISOString());

  const set = (change: Partial<UpdateLogInput>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = updateLogContentProblems(values);
    const local = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [
        field,
        t(problem, { max: UPDATE_LOG_CONTENT_MAX }),
      ]),
    );
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await onSave(values);
    } catch (error) {
      const server = apiFieldErrors(error);
      setErrors(
        Object.fromEntries(
          UPDATE_LOG_CONTENT_FIELDS.filter((f) => server[f]?.length).map((f) => [f, server[f]!.join(' ')]),
        ),
      );
    }
  };

  const preview = (values[previewLang === 'ru' ? 'content_ru' : 'content_en'] ?? '').trim();

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-3">
        {record ? t('editTitle') : t('newTitle')}
      </h2>
      <Row className="g-4">
        <Col lg={6}>
          {UPDATE_LOG_CONTENT_FIELDS.map((field) => (
            <Form.Group key={field} className="mb-3" controlId={`${id}-${field}`}>
              <Form.Label>{t(field)}</Form.Label>
              <Form.Control
                as="textarea"
                rows={7}
                lang={languageOf(field)}
                value={values[field]}
                isInvalid={!!errors[field]}
                aria-invalid={!!errors[field]}
                onChange={(e) => set({ [field]: e.target.value })}
                onFocus={() => setPreviewLang(languageOf(field))}
              />
              <Form.Control.Feedback type="invalid">{errors[field]}</Form.Control.Feedback>
            </Form.Group>
          ))}
          <Form.Text className="d-block mb-3">{t('markdownHint')}</Form.Text>
          <Form.Check
            id={`${id}-major`}
            className="mb-2"
            label={t('isMajor')}
            checked={!!values.is_major}
            onChange={(e) => set({ is_major: e.target.checked })}
          />
          <Form.Check
            id={`${id}-franchising`}
            label={t('onlyFranchising')}
            checked={!!values.only_franchising}
            onChange={(e) => set({ only_franchising: e.target.checked })}
          />
        </Col>
        <Col lg={6}>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
            <h3 className="h6 mb-0" id={`${id}-preview`}>
              {t('preview')}
            </h3>
            <ButtonGroup size="sm" aria-label={t('previewLanguage')}>
              {(['ru', 'en'] as const).map((lang) => (
                <Button
                  key={lang}
                  variant={previewLang === lang ? 'secondary' : 'outline-secondary'}
                  aria-pressed={previewLang === lang}
                  onClick={() => setPreviewLang(lang)}
                >
                  {t(`language.${lang}`)}
                </Button>
              ))}
            </ButtonGroup>
          </div>
          <Card
            as="section"
            aria-labelledby={`${id}-preview`}
            className="shadow-sm"
            data-testid="update-log-preview"
          >
            <Card.Header className="h5 mb-0 fw-normal">{t('updates:title')}</Card.Header>
            <Card.Body lang={previewLang}>
              {preview ? (
                <UpdatesLogList records={[previewRecord(values, previewLang, createdAt)]} />
              ) : (
                <p className="text-body-secondary mb-0">{t('previewEmpty')}</p>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-4">
        <Button type="submit" disabled={busy}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {record ? t('save') : t('publish')}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
