import type { UpdateLogRecord } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { date } from '@/lib/format';

/**
 * The what's-new records, newest first. Content is shown as text (paragraphs kept), never as HTML:
 * nothing written in the back office runs in a customer's page.
 */
export function UpdatesLogList({ records }: { records: UpdateLogRecord[] }) {
  const { t } = useTranslation('updates');
  return (
    <ListGroup variant="flush">
      {records.map((record) => (
        <ListGroup.Item key={record.id} as="article" className="px-0">
          <div className="d-flex align-items-center gap-2 mb-1 small text-body-secondary">
            <time dateTime={record.created_at}>{date(record.created_at)}</time>
            {record.only_franchising && (
              <Badge bg="info" text="dark">
                {t('franchising')}
              </Badge>
            )}
          </div>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {record.content}
          </p>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
