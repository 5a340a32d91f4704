export { ErrorPageBoundary } from './error-boundary';
export { ErrorPage, NOT_FOUND_MESSAGE } from './error-page';
export { describeError, RouteErrorBoundary } from './route-error-page';
