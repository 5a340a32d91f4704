import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { id, stampedNow } from './columns';
import { priceTypeIdColumn } from './price-types';

/**
 * Counterparties (docs/rules.md#counterparty): the customer organisation with its legal requisites,
 * owning retail outlets (stores.counterparty_id) and one or more user accounts
 * (users.counterparty_id). A blocked counterparty's users cannot sign in and their tokens are refused.
 */
export const counterparties = pgTable(
  'counterparties',
  {
    id: id(),
    legalName: text('legal_name').notNull(),
    /** Russian taxpayer number: 10 digits (company) or 12 (sole trader), with check digits. */
    inn: text('inn'),
    /** Russian tax registration reason code: 9 digits, companies only. */
    kpp: text('kpp'),
    /** European VAT id (the English version's counterparties). */
    vatId: text('vat_id'),
    legalAddress: text('legal_address'),
    bankName: text('bank_name'),
    /** Russian bank identifier (БИК), 9 digits; or a SWIFT/BIC code in the English version. */
    bankBic: text('bank_bic'),
    /** Settlement account (расчётный счёт, 20 digits) or IBAN. */
    bankAccount: text('bank_account'),
    /** Correspondent account (корр. счёт, 20 digits), Russian banks only. */
    correspondentAccount: text('correspondent_account'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    /** Version the counterparty belongs to: ru or en. */
    version: text('version').notNull().default('ru'),
    /** Percent, 0-100: the discount its new users start with. */
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    /** active or blocked. */
    status: text('status').notNull().default('active'),
    /**
     * The price type its buyers pay (docs/rules.md#buyer-price), null for the list prices. Staff set
     * it; a connected МойСклад sets it from the counterparty's price type there.
     */
    priceTypeId: priceTypeIdColumn(),
    comment: text('comment'),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    index('counterparties_legal_name_lower').using('btree', sql`lower(${t.legalName})`),
    index('counterparties_inn').on(t.inn),
  ],
);
