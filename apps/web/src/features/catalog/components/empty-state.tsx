import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { EmptyState as EmptyList } from '@/components/empty-state';

/** No product matches: say why, and offer the way out when filters narrow the list. */
export function EmptyState({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <EmptyList title={t('empty.title')} text={filtered ? t('empty.filtered') : t('empty.category')}>
      {filtered && (
        <Button variant="outline-primary" size="sm" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      )}
    </EmptyList>
  );
}
