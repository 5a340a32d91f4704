import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { reloadForChunkError } from '@/lib/chunk-reload';
import { PageSpinner } from '../page-spinner';
import { ErrorPageBoundary } from './error-boundary';
import { ErrorPage, type ErrorPageProps } from './error-page';

/** Status and message of whatever a route threw (a Response, an ApiError, an Error). */
export function describeError(error: unknown): Required<Pick<ErrorPageProps, 'status'>> & ErrorPageProps {
  if (isRouteErrorResponse(error))
    return { status: error.status, message: typeof error.data === 'string' ? error.data : error.statusText };
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500 };
}

/**
 * The router's errorElement: a chunk that failed to load reloads the page (at most once per 60 s,
 * docs/rules.md#page-loading); anything else shows the error page, itself guarded by a boundary.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (reloadForChunkError(error)) return <PageSpinner />;
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <ErrorPageBoundary>
      <ErrorPage {...describeError(error)} />
    </ErrorPageBoundary>
  );
}
