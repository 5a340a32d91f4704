import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/** No product matches: say why, and offer the way out when filters narrow the list. */
export function EmptyState({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="text-center py-5 px-3 border rounded bg-body-tertiary">
      <h2 className="h5">{t('empty.title')}</h2>
      <p className="text-body-secondary mb-3">{filtered ? t('empty.filtered') : t('empty.category')}</p>
      {filtered && (
        <Button variant="outline-primary" size="sm" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      )}
    </div>
  );
}
