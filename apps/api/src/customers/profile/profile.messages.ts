import { defineMessages } from '../../lib/messages';

/** Server messages of the profile module, ru/en (locales/<ru|en>/profile.json; docs/rules.md#contact-toasts contact person toasts, docs/rules.md#spec-5 field rules; the delivery texts are the `delivery` namespace of rules/delivery.ts). */
export const profileMessage = defineMessages('profile');

/** The message key of each field's label in "fill in" messages (docs/rules.md#contact-person-validation: the toast lists the empty field labels). */
export const FIELD_LABELS = {
  full_name: 'fullNameLabel',
  fullname: 'fullNameLabel',
  phone: 'phoneLabel',
} as const;
