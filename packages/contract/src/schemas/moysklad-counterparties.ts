import { z } from 'zod/mini';

/**
 * Importing МойСклад's counterparties as our customers (docs/moysklad.md §Counterparties): the
 * preview `GET /services/moysklad/counterparties` and the run
 * `POST /services/moysklad/counterparties/import` (admin).
 */

/**
 * What the import does with one МойСклад counterparty: `linked` — already linked to ours (nothing
 * to do); `link` — ours has the same INN and KPP: linked; `create` — a new counterparty of ours is
 * created with its requisites and linked; `skip` — left alone (`problems` say why).
 */
export const MOYSKLAD_COUNTERPARTY_ACTIONS = ['linked', 'link', 'create', 'skip'] as const;

export const MoyskladCounterpartyRow = z.object({
  moysklad_id: z.string(),
  /** The short name (our legal name). */
  name: z.string(),
  legal_title: z.nullable(z.string()),
  company_type: z.enum(['legal', 'entrepreneur']),
  inn: z.nullable(z.string()),
  kpp: z.nullable(z.string()),
  legal_address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  action: z.enum(MOYSKLAD_COUNTERPARTY_ACTIONS),
  /** Our counterparty it is (`linked`) or will be (`link`) linked to. */
  counterparty: z.nullable(z.object({ id: z.int(), legal_name: z.string() })),
  /** Why it is skipped, in the request's language (no INN, a wrong INN/KPP or e-mail, a duplicate…). */
  problems: z.array(z.string()),
});
export type MoyskladCounterpartyRow = z.infer<typeof MoyskladCounterpartyRow>;

export const MoyskladCounterpartyCounts = z.object({
  linked: z.int(),
  link: z.int(),
  create: z.int(),
  skip: z.int(),
});
export type MoyskladCounterpartyCounts = z.infer<typeof MoyskladCounterpartyCounts>;

/** GET /services/moysklad/counterparties → the legal entities and sole traders of МойСклад, by name. */
export const MoyskladCounterpartiesPreviewResponse = z.object({
  data: z.object({ rows: z.array(MoyskladCounterpartyRow), counts: MoyskladCounterpartyCounts }),
});
export type MoyskladCounterpartiesPreview = z.infer<typeof MoyskladCounterpartiesPreviewResponse>['data'];

/** POST /services/moysklad/counterparties/import → what the run did (a second run creates and links nothing). */
export const MoyskladCounterpartiesImportResponse = z.object({
  data: z.object({
    created: z.int(),
    linked: z.int(),
    already_linked: z.int(),
    skipped: z.int(),
  }),
});
export type MoyskladCounterpartiesImportResult = z.infer<typeof MoyskladCounterpartiesImportResponse>['data'];
