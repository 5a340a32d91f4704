import type { CityItem, Delivery, DeliveryInput } from '@kits/contract';
import type { z } from 'zod/mini';
import { appConfig } from '@/lib/app-config';

/** docs/rules.md#spec-6, docs/rules.md#spec-9: delivery method, country, city and service exist in the Russian version only. */
export const showsDeliveryLookups = () => appConfig.version === 'ru';

/** The delivery fields (checkout, profile) as the form holds them: select values and texts as strings, '' = none. */
export type DeliveryForm = Record<keyof Delivery, string>;

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** The profile's saved delivery data (docs/rules.md#profile Profile.delivery) as the form's starting values. */
export const fromDelivery = (delivery: Delivery | undefined): DeliveryForm => ({
  method: text(delivery?.method),
  country: text(delivery?.country),
  city: text(delivery?.city),
  service: text(delivery?.service),
  address: text(delivery?.address),
  comment: text(delivery?.comment),
  contact: text(delivery?.contact),
});

const id = (value: string) => (value ? Number(value) : null);
const trimmed = (value: string) => value.trim() || null;

/**
 * The `order_comment` of POST order/send (docs/rules.md#spec-7). Method, country, city and service only where they
 * are shown (docs/rules.md#version-differences: the Russian version); null otherwise.
 */
export const toDeliveryInput = (
  form: DeliveryForm,
  { withLookups }: { withLookups: boolean },
): DeliveryInput => ({
  method: withLookups ? id(form.method) : null,
  country: withLookups ? id(form.country) : null,
  city: withLookups ? id(form.city) : null,
  service: withLookups ? id(form.service) : null,
  address: trimmed(form.address),
  comment: trimmed(form.comment),
  contact: id(form.contact),
});

/** The cities of the chosen country (all of them while no country is chosen). */
export const citiesOf = (cities: readonly z.infer<typeof CityItem>[], country: string) =>
  country ? cities.filter((c) => String(c.country_id) === country) : cities;

/**
 * The form after choosing `country`: a city of another country no longer fits (the server would
 * answer errors.city), so it is cleared; a city of that country is kept.
 */
export const withCountry = (
  form: DeliveryForm,
  country: string,
  cities: readonly z.infer<typeof CityItem>[],
): DeliveryForm => ({
  ...form,
  country,
  city: citiesOf(cities, country).some((c) => String(c.id) === form.city) ? form.city : '',
});
