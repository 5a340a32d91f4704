/** The feed URL channel as the wing sees it (docs/feed-url.md): its routes and its pull job. */
export { feedUrlPullJobHandler, feedUrlPullPeriodicJob } from './feed-url.jobs';
export { feedUrlRoutes } from './feed-url.routes';
