import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** One field another person changed: its label and its value now, as text. */
export type StaleChange = { field: string; label: string; value: string };

/**
 * "Someone changed this — review" (docs/rules.md#record-versions): shown by an editor whose save
 * was refused because the record changed since it was loaded. The form now shows the current
 * values; `changes` lists the fields the other person changed (none listed: say only that it
 * changed). Saving again applies the editor's values over the current record. `kept` false: the
 * editor started again from the current record (a list editor), the editor's changes are gone.
 */
export function StaleRecordAlert({ changes, kept = true }: { changes: StaleChange[]; kept?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="warning" className="small" role="alert" aria-live="assertive">
      <Alert.Heading as="h2" className="h6 mb-1">
        {t('stale.title')}
      </Alert.Heading>
      <p className="mb-1">{t(kept ? 'stale.text' : 'stale.textReset')}</p>
      {changes.length > 0 && (
        <>
          <p className="mb-1">{t('stale.changed')}</p>
          <ul className="mb-0">
            {changes.map((change) => (
              <li key={change.field}>
                <strong>{change.label}</strong>: {change.value || t('stale.empty')}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
