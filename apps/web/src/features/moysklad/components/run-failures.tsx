import type { MoyskladRun } from '@kits/contract';
import { useTranslation } from 'react-i18next';
import { num } from '@/lib/format';

/**
 * A run's failures (docs/moysklad.md), folded: each item's key, why, and "open in МойСклад" where
 * its page is known (a new tab); when the run failed more items than it kept, says which part is shown.
 */
export function RunFailures({ run }: { run: Pick<MoyskladRun, 'failures' | 'failed'> }) {
  const { t } = useTranslation('moysklad');
  if (run.failures.length === 0) return null;
  const total = Math.max(run.failed, run.failures.length);
  return (
    <details className="small">
      <summary className="text-danger">{t('sync.failures', { n: num(total) })}</summary>
      {total > run.failures.length && (
        <p className="text-body-secondary mb-1 mt-1">
          {t('sync.failuresFirst', { shown: num(run.failures.length), total: num(total) })}
        </p>
      )}
      <ul className="mb-0 mt-1 ps-3">
        {run.failures.map((failure) => (
          <li key={`${failure.key}|${failure.reason}`} className="text-break">
            <code>{failure.key}</code> — {failure.reason}
            {failure.href && (
              <>
                {' '}
                <a
                  href={failure.href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('sync.openFor', { key: failure.key })}
                >
                  {t('sync.open')}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
