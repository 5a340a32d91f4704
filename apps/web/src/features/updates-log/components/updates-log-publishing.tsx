import type { UpdateLogAdminRecord, UpdateLogInput } from '@kits/contract';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { MarkdownText } from '@/components/markdown-text';
import { QueryState } from '@/components/query-state';
import { useFailureToast, useSuccessToast } from '@/components/toaster';
import { date } from '@/lib/format';
import {
  useAdminUpdatesLog,
  useDeleteUpdateLogRecord,
  useSaveUpdateLogRecord,
} from '../api/publish-updates-log';
import { UpdateLogForm } from './update-log-form';

/** What the editor holds: nothing, a new record, or the record edited. */
type Editing = { record: UpdateLogAdminRecord | null } | null;

/** One record as staff see it: date, flags, both languages side by side (stacked on a phone), edit and delete. */
function AdminRecord({
  record,
  onEdit,
  onDelete,
}: {
  record: UpdateLogAdminRecord;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('updates-log');
  return (
    <Card as="article" className="shadow-sm" data-testid="update-log-record">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <time dateTime={record.created_at} className="small text-body-secondary">
          {date(record.created_at)}
        </time>
        {record.is_major && (
          <Badge bg="warning" text="dark">
            {t('major')}
          </Badge>
        )}
        {record.only_franchising && (
          <Badge bg="info" text="dark">
            {t('updates:franchising')}
          </Badge>
        )}
        {record.updated_at !== record.created_at && (
          <span className="small text-body-secondary">{t('edited', { date: date(record.updated_at) })}</span>
        )}
        <div className="ms-auto d-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={onEdit}>
            {t('edit')}
          </Button>
          <Button size="sm" variant="outline-danger" onClick={onDelete}>
            {t('delete')}
          </Button>
        </div>
      </Card.Header>
      <Card.Body>
        <Row className="g-3">
          {(['ru', 'en'] as const).map((lang) => (
            <Col md={6} key={lang} lang={lang}>
              <div className="small text-body-secondary text-uppercase mb-1">{t(`language.${lang}`)}</div>
              <MarkdownText>{lang === 'ru' ? record.content_ru : record.content_en}</MarkdownText>
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}

/**
 * The publishing page's content (/services/updates-log, docs/rules.md#update-log-publishing):
 * every record newest first with its flags and both languages; "New record" and "Edit" open the
 * editor with its live preview above the list; delete asks first. Saving and deleting say so in a
 * toast in the page's language (docs/rules.md#toasts); failures in a red one.
 */
export function UpdatesLogPublishing() {
  const { t, i18n } = useTranslation('updates-log');
  const records = useAdminUpdatesLog();
  const save = useSaveUpdateLogRecord();
  const remove = useDeleteUpdateLogRecord();
  const saved = useSuccessToast();
  const failed = useFailureToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UpdateLogAdminRecord | null>(null);

  const onSave = (values: UpdateLogInput) =>
    save.mutateAsync(
      { id: editing?.record?.id ?? null, body: values },
      {
        onSuccess: () => {
          saved(editing?.record ? t('saved') : t('published'));
          setEditing(null);
        },
        onError: (error) => failed(t('saveFailed'), error),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (res) => {
        saved(t('deleted'), res.message);
        setDeleting(null);
      },
      onError: (error) => failed(t('deleteFailed'), error),
    });
  };

  return (
    <>
      {editing ? (
        <Card className="shadow-sm mb-4">
          <Card.Body>
            <UpdateLogForm
              key={editing.record?.id ?? 'new'}
              record={editing.record}
              onSave={onSave}
              onCancel={() => setEditing(null)}
              busy={save.isPending}
            />
          </Card.Body>
        </Card>
      ) : (
        <Button className="mb-4" onClick={() => setEditing({ record: null })}>
          {t('new')}
        </Button>
      )}
      <QueryState
        query={records}
        errorTitle={t('updates:loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t('updates:empty')} text={t('emptyText')} />}
      >
        {(data) => (
          <div className="d-grid gap-3">
            {data.map((record) => (
              <AdminRecord
                key={record.id}
                record={record}
                onEdit={() => {
                  setEditing({ record });
                  window.scrollTo({ top: 0 });
                }}
                onDelete={() => setDeleting(record)}
              />
            ))}
          </div>
        )}
      </QueryState>
      <Modal show={!!deleting} onHide={() => setDeleting(null)} aria-labelledby="update-log-delete-title">
        <Modal.Header closeButton closeLabel={t('common:close')}>
          <Modal.Title id="update-log-delete-title" className="h5">
            {t('deleteTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('deleteText')}</p>
          {deleting && (
            <div className="border rounded p-2 bg-body-tertiary small">
              <MarkdownText>
                {i18n.language === 'ru' ? deleting.content_ru : deleting.content_en}
              </MarkdownText>
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={() => setDeleting(null)}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={confirmDelete} disabled={remove.isPending}>
            {remove.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            {t('deleteConfirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
