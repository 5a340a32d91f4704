import type { Order } from '@kits/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeliveryLookups } from '@/api/get-delivery-lookups';

type Props = Pick<Order, 'delivery' | 'contact_person'>;

const nameOf = (items: readonly { id: number; name: string }[] | undefined, id: number | null) =>
  id === null ? null : (items?.find((i) => i.id === id)?.name ?? `#${id}`);

/**
 * The delivery data sent with an order: method, country, city and service by name (they exist in
 * the Russian version only, docs/rules.md#spec-6; the lookups load only when the order has any), address,
 * comment and the contact person by name, position and phone, for the buyer and staff alike (a
 * contact deleted since is said so). Empty parts are left out.
 */
export function OrderDelivery({ delivery, contact_person: contact }: Props) {
  const { t } = useTranslation('orders');
  const withLookups = [delivery.method, delivery.country, delivery.city, delivery.service].some(
    (v) => v !== null,
  );
  const lookups = useDeliveryLookups({ enabled: withLookups });
  const rows: [string, string | null][] = [
    // One choice: the method with its service ("Транспортная компания — СДЭК").
    [
      t('delivery.method'),
      [nameOf(lookups.data?.methods, delivery.method), nameOf(lookups.data?.services, delivery.service)]
        .filter(Boolean)
        .join(' — ') || null,
    ],
    [t('delivery.country'), nameOf(lookups.data?.countries, delivery.country)],
    [t('delivery.city'), nameOf(lookups.data?.cities, delivery.city)],
    [t('delivery.address'), delivery.address],
    [
      t('delivery.contact'),
      delivery.contact === null
        ? null
        : contact
          ? [contact.full_name, contact.position, contact.phone].filter(Boolean).join(' · ')
          : t('delivery.contactGone'),
    ],
    [t('delivery.comment'), delivery.comment],
  ];
  const shown = rows.filter(([, value]) => value);
  if (shown.length === 0) return <p className="text-body-secondary mb-0">{t('delivery.none')}</p>;
  return (
    <dl className="row mb-0 small">
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-4 text-body-secondary fw-normal">{label}</dt>
          <dd className="col-sm-8 text-break" style={{ whiteSpace: 'pre-line' }}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
