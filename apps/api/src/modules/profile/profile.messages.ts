import { defineMessages } from '../../lib/messages';

/** Server messages of the profile module (docs/rules.md#contact-toasts contact person toasts, docs/rules.md#spec-5 field rules; the delivery texts are in rules/delivery.ts), ru/en. */
export const profileMessage = defineMessages({
  notYourProfile: {
    ru: 'Можно смотреть и менять только свой профиль',
    en: 'You can only view and change your own profile',
  },
  userNotFound: { ru: 'Пользователь не найден', en: 'User not found' },
  required: { ru: 'Заполните поле «{label}»', en: 'Please fill in "{label}"' },
  emailInvalid: { ru: 'Неверный адрес электронной почты', en: 'This is not a valid e-mail address' },
  emailTaken: {
    ru: 'Этот адрес электронной почты уже использует другой пользователь',
    en: 'Another user already has this e-mail address',
  },
  contactCreated: {
    ru: 'Контактное лицо «{name}» добавлено',
    en: 'Contact person "{name}" added',
  },
});

/** Field labels for "fill in" messages (docs/rules.md#contact-person-validation: the toast lists the empty field labels). */
export const FIELD_LABELS = {
  full_name: { ru: 'ФИО', en: 'Full name' },
  fullname: { ru: 'ФИО', en: 'Full name' },
  phone: { ru: 'Телефон', en: 'Phone' },
} as const;
