import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../db/client';

/**
 * Our customer counterparty ↔ its МойСклад counterparty (moysklad_counterparty_links, docs/moysklad.md
 * §Counterparties): the counterparty import writes it, orders going out read it to name the
 * customer (`agent`) and write it when they create the counterparty there.
 */

/** The МойСклад id of our counterparty `counterpartyId`, or null when it is not linked. */
export async function findMoyskladCounterparty(db: Executor, counterpartyId: number): Promise<string | null> {
  const [row] = await queryRows<{ moysklad_id: string }>(
    db,
    sql`select moysklad_id from moysklad_counterparty_links where counterparty_id = ${counterpartyId}`,
  );
  return row?.moysklad_id ?? null;
}

/**
 * Links our counterparty to a МойСклад counterparty (replacing its earlier link). Idempotent.
 * @throws the database's unique violation when `moyskladId` is linked to another counterparty of ours.
 */
export async function linkMoyskladCounterparty(
  db: Executor,
  counterpartyId: number,
  moyskladId: string,
): Promise<void> {
  await db.execute(
    sql`insert into moysklad_counterparty_links (counterparty_id, moysklad_id) values (${counterpartyId}, ${moyskladId})
        on conflict (counterparty_id) do update set moysklad_id = excluded.moysklad_id, linked_at = now()
        where moysklad_counterparty_links.moysklad_id <> excluded.moysklad_id`,
  );
}

/** Every link: МойСклад id → our counterparty (id, legal name). */
export async function selectLinks(db: Executor): Promise<Map<string, { id: number; legal_name: string }>> {
  const rows = await queryRows<{ moysklad_id: string; id: number; legal_name: string }>(
    db,
    sql`select l.moysklad_id, c.id, c.legal_name
        from moysklad_counterparty_links l join counterparties c on c.id = l.counterparty_id`,
  );
  return new Map(rows.map((r) => [r.moysklad_id, { id: r.id, legal_name: r.legal_name }]));
}

export type OurCounterparty = {
  id: number;
  legal_name: string;
  inn: string;
  kpp: string | null;
  linked: boolean;
};

/** Our counterparties having one of `inns`, with whether each is linked already. */
export async function selectByInn(db: Executor, inns: string[]): Promise<OurCounterparty[]> {
  if (inns.length === 0) return [];
  return queryRows<OurCounterparty>(
    db,
    sql`select c.id, c.legal_name, c.inn, c.kpp, l.counterparty_id is not null as linked
        from counterparties c left join moysklad_counterparty_links l on l.counterparty_id = c.id
        where c.inn in (select jsonb_array_elements_text(${JSON.stringify(inns)}::jsonb))
        order by c.id`,
  );
}

/** Serialises imports: a second run waits for the first to commit, then finds its links. */
export async function lockLinks(tx: Executor): Promise<void> {
  await tx.execute(sql`lock table moysklad_counterparty_links in share row exclusive mode`);
}
