import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { reloadForChunkError } from '@/lib/chunk-reload';
import { PageSpinner } from '../page-spinner';
import { ErrorPageBoundary } from './error-boundary';
import { ErrorPage, type ErrorPageProps } from './error-page';

/** Status and message of whatever a page threw (an ApiError, an Error, anything else). */
export function describeError(error: unknown): Required<Pick<ErrorPageProps, 'status'>> & ErrorPageProps {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500 };
}

/**
 * What a route shows instead of what it threw: a chunk that failed to load reloads the page (at
 * most once per 60 s, docs/rules.md#page-loading); anything else shows the error page, itself
 * guarded by a boundary.
 */
function RouteErrorPage({ error }: FallbackProps) {
  if (reloadForChunkError(error)) return <PageSpinner />;
  console.error(error);
  return (
    <ErrorPageBoundary>
      <ErrorPage {...describeError(error)} />
    </ErrorPageBoundary>
  );
}

/**
 * The error boundary of a part of the route tree (app/router.tsx: the whole app, the pages inside
 * the default layout, the layout without header): what its children throw while rendering or
 * loading shows `RouteErrorPage`; the next navigation clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[location.key]}>
      {children}
    </ErrorBoundary>
  );
}
