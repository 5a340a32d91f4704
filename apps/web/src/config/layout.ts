/**
 * The id of every layout's main element (`<main id="content">`): the skip link's target and where
 * focus falls back when a modal closes (docs/rules.md#keyboard-focus). Here, not in a component, so
 * that layouts, components and hooks all take it from below (docs/architecture.md#walls).
 */
export const CONTENT_ID = 'content';
