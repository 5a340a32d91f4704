import { PROGRESS_BAR } from '@kits/contract';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { usePageLoading } from './page-loading';
import './progress-bar.css';
import { useProgressPhase } from './use-progress-phase';

/**
 * The thin top bar of docs/rules.md#spec-4/docs/rules.md#spec-9 (3px): shown while a page loads its code
 * (`usePageLoading`) or any query or mutation is in flight. Decorative for assistive tech: pages have their own busy states.
 */
export function ProgressBar() {
  const pageLoading = usePageLoading();
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const phase = useProgressPhase(pageLoading || fetching > 0 || mutating > 0);
  if (phase === 'idle') return null;
  return (
    <div className="app-progress" aria-hidden="true" style={{ height: PROGRESS_BAR.height }}>
      <div
        className={`app-progress__bar app-progress__bar--${phase}`}
        style={{ animationDuration: `${PROGRESS_BAR.durationMs}ms` }}
      />
    </div>
  );
}
