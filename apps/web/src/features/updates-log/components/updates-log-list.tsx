import type { UpdateLogRecord } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { MarkdownText } from '@/components/markdown-text';
import { date } from '@/lib/format';

/**
 * The what's-new records, newest first: the body of the what's-new modal and of the publishing
 * page's preview. Content is Markdown rendered by MarkdownText (docs/rules.md#markdown-safety): no
 * raw HTML, links only http(s) — nothing written in the back office runs in a customer's page.
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
          <MarkdownText>{record.content}</MarkdownText>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
