import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { registrationRequests } from '../../db/schema';

export type RegistrationRequestRow = typeof registrationRequests.$inferSelect;

/**
 * Inserts a registration request (docs/rules.md#request-status) as a visitor's form would leave it.
 * Defaults: a unique name and e-mail, phone +7 900 000-00-00, kind registration, version ru, status
 * new, arrived now.
 *
 *   await createRegistrationRequest({ db: t.db, kind: 'price_request', createdAt: new Date('2021-03-01') });
 */
export async function createRegistrationRequest(options: {
  db: Executor;
  name?: string;
  email?: string;
  phone?: string;
  kind?: 'registration' | 'price_request';
  comment?: string | null;
  version?: 'ru' | 'en';
  status?: 'new' | 'in_progress' | 'approved' | 'rejected';
  createdAt?: Date;
}): Promise<RegistrationRequestRow> {
  const tag = randomBytes(3).toString('hex');
  const createdAt = options.createdAt ?? new Date();
  const [row] = await options.db
    .insert(registrationRequests)
    .values({
      name: options.name ?? `Магазин ${tag}`,
      email: options.email ?? `shop-${tag}@example.test`,
      phone: options.phone ?? '+7 900 000-00-00',
      kind: options.kind ?? 'registration',
      comment: options.comment ?? null,
      version: options.version ?? 'ru',
      status: options.status ?? 'new',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return row!;
}
