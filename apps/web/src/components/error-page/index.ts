export { ErrorPageBoundary } from './error-boundary';
export { ErrorPage, NOT_FOUND_MESSAGE } from './error-page';
export { describeError, RouteErrorPage } from './route-error-page';
