import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** SQL of invoices (docs/rules.md#invoice-pdf): one invoice per order, the PDF is rendered on request. */

export type InvoiceRow = { id: number; number: string; created_at: Date | string; order_id: number };

/**
 * Creates the invoice of order `orderId` numbered "<year>-<id, 6+ digits>" (e.g. "2026-000123"),
 * unless the order has one. Answers the invoice and whether this call created it.
 */
export async function ensureInvoice(
  db: Executor,
  orderId: number,
): Promise<{ invoice: InvoiceRow; created: boolean }> {
  const inserted = await queryRows<InvoiceRow>(
    db,
    sql`with n as (select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id)
      insert into invoices (id, order_id, number)
      select n.id, ${orderId}::int,
        to_char(now(), 'YYYY') || '-' || lpad(n.id::text, greatest(6, length(n.id::text)), '0')
      from n
      on conflict (order_id) do nothing
      returning id, number, created_at, order_id`,
  );
  if (inserted[0]) return { invoice: inserted[0], created: true };
  const existing = await queryRows<InvoiceRow>(
    db,
    sql`select id, number, created_at, order_id from invoices where order_id = ${orderId}`,
  );
  return { invoice: existing[0]!, created: false };
}

/**
 * An invoice with what its PDF needs of the order and the buyer: the order owner's counterparty
 * (`cp_*`, docs/rules.md#counterparty; null without one), else the profile, else the user's name.
 */
export type InvoiceSource = InvoiceRow & {
  order_name: string;
  order_reference: string | null;
  /** 'YYYY-MM-DD' or null. */
  delivery_date: string | null;
  order_user_id: number;
  currency: string;
  fullname: string;
  company: string | null;
  inn: string | null;
  legal_address: string | null;
  phone: string | null;
  cp_legal_name: string | null;
  cp_inn: string | null;
  cp_kpp: string | null;
  cp_vat_id: string | null;
  cp_legal_address: string | null;
  cp_bank_name: string | null;
  cp_bank_bic: string | null;
  cp_bank_account: string | null;
  cp_correspondent_account: string | null;
  cp_contact_phone: string | null;
};

/** The invoice `id` with its order and buyer, or undefined. */
export async function findInvoiceSource(db: Executor, id: number): Promise<InvoiceSource | undefined> {
  const rows = await queryRows<InvoiceSource>(
    db,
    sql`select i.id, i.number, i.created_at, i.order_id, o.name as order_name, o.reference as order_reference,
      o.delivery_date::text as delivery_date, o.user_id as order_user_id,
        o.currency, u.fullname, p.company, p.inn, p.legal_address, p.phone,
        c.legal_name as cp_legal_name, c.inn as cp_inn, c.kpp as cp_kpp, c.vat_id as cp_vat_id,
        c.legal_address as cp_legal_address, c.bank_name as cp_bank_name, c.bank_bic as cp_bank_bic,
        c.bank_account as cp_bank_account, c.correspondent_account as cp_correspondent_account,
        c.contact_phone as cp_contact_phone
      from invoices i
        join orders o on o.id = i.order_id
        join users u on u.id = o.user_id
        left join profiles p on p.user_id = o.user_id
        left join counterparties c on c.id = u.counterparty_id
      where i.id = ${id}`,
  );
  return rows[0];
}
