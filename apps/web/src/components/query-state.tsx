import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/** What `QueryState` reads of a TanStack query result (or anything shaped like one). */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
};

/** A spinner with a text for a screen reader and the eye, centred in the space of what is loading. */
export function LoadingStatus({
  label,
  className = 'text-center py-5',
}: {
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={className} role="status">
      <Spinner animation="border" size="sm" className="me-2" />
      {label ?? t('loading')}
    </div>
  );
}

/**
 * A failed load: the title (what failed), the error's message under it, a retry button when
 * `onRetry` is given (the same load again), a close button when `onDismiss` is.
 */
export function LoadError({
  title,
  error,
  onRetry,
  onDismiss,
  className,
}: {
  title: string;
  error?: Error | null;
  onRetry?: () => unknown;
  onDismiss?: () => void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      variant="danger"
      dismissible={!!onDismiss}
      onClose={onDismiss}
      closeLabel={t('close')}
      className={`d-flex flex-wrap align-items-center gap-3 ${className ?? ''}`.trim()}
    >
      <div>
        <strong>{title}</strong>
        {error?.message && <div className="small">{error.message}</div>}
      </div>
      {onRetry && (
        <Button size="sm" variant="outline-danger" onClick={() => onRetry()}>
          {t('retry')}
        </Button>
      )}
    </Alert>
  );
}

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** What failed to load ("Could not load the orders"), the title of the error alert. */
  errorTitle: string;
  /** Shown while the first answer is awaited; a centred spinner by default. */
  pending?: ReactNode;
  /** Whether the answer has nothing to show; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** Classes of the error alert (its margins inside a modal, its size in a side panel). */
  errorClassName?: string;
  children: (data: T) => ReactNode;
};

/**
 * The states of one query in one place: pending (`pending`), failed with nothing to show (an
 * error alert whose retry button refetches), answered but empty (`empty`), answered (`children`
 * with the data). A failed refetch while earlier data is at hand keeps showing that data.
 */
export function QueryState<T>({
  query,
  errorTitle,
  pending,
  isEmpty,
  empty,
  errorClassName,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <>{pending ?? <LoadingStatus />}</>;
  if (query.data === undefined)
    return (
      <LoadError title={errorTitle} error={query.error} onRetry={query.refetch} className={errorClassName} />
    );
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/**
 * `QueryState` of a list in a side panel (a history, the recent jobs): small texts while loading,
 * for the error and for an empty list (`emptyText`).
 */
export function ListQueryState<T>({
  query,
  errorTitle,
  emptyText,
  children,
}: {
  query: QueryLike<T[]>;
  errorTitle: string;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      errorClassName="small"
      pending={<LoadingStatus className="small text-body-secondary" />}
      isEmpty={(rows) => rows.length === 0}
      empty={<p className="small text-body-secondary">{emptyText}</p>}
    >
      {children}
    </QueryState>
  );
}
