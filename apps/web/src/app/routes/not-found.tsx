import { ErrorPage, NOT_FOUND_MESSAGE } from '@/components/error-page';

/** A route with no match: 404 with "This page could not be found" (docs/rules.md#error-page). */
export function NotFoundRoute() {
  return <ErrorPage status={404} message={NOT_FOUND_MESSAGE} />;
}
