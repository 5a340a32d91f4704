/**
 * The integration keys module as other modules see it (docs/rules.md#integration-keys): guard a
 * /api/v0/integration route with `preHandler: requireScope('stock:write')` and add what the call
 * did to its audit row with `noteIntegrationUse(request, { rows: 500 })`.
 */
export { integrationKeysMessage } from './integration-keys.messages';
export { type CallingKey, integrationKeysPlugin, noteIntegrationUse, requireScope } from './require-scope';
