import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, numeric, serial, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Column builders the tables share, so each column kind is written once. Each call builds a new
 * column (drizzle columns are per table); the SQL they produce is what the migrations hold.
 */

/** `id serial primary key`. */
export const id = () => serial('id').primaryKey();

/** `uuid uuid not null unique default gen_random_uuid()`: the public id of a row. */
export const publicUuid = () => uuid('uuid').notNull().unique().default(sql`gen_random_uuid()`);

/** A `timestamp with time zone` column. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A `timestamp with time zone not null default now()` column (created_at, updated_at, …). */
export const stampedNow = (name: string) => timestamptz(name).notNull().defaultNow();

/** Money: `numeric(12,2)` (prices, sums of a line); `numeric(14,2)` with `wide` (order sums). */
export const money = (name: string, options: { wide?: boolean } = {}) =>
  numeric(name, { precision: options.wide ? 14 : 12, scale: 2 });

/**
 * A `not null` integer reference to `target` (e.g. `() => users.id`), deleted with its target when
 * `cascade` (the default), otherwise kept (no action: the target can't be deleted while referenced).
 */
export const ref = (name: string, target: () => AnyPgColumn, options: { cascade?: boolean } = {}) =>
  integer(name)
    .notNull()
    .references(target, options.cascade === false ? undefined : { onDelete: 'cascade' });
