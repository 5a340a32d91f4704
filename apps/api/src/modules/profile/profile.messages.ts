import { defineMessages } from '../../lib/messages';

/** Server messages of the profile module (spec §8 contact person toasts, §5 field rules), ru/en. */
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
  addressTooLong: {
    ru: 'Адрес не длиннее {max} символов (сейчас {length})',
    en: 'The address may have at most {max} characters (now {length})',
  },
  unknownMethod: { ru: 'Нет такого способа доставки', en: 'No such delivery method' },
  unknownService: { ru: 'Нет такой службы доставки', en: 'No such delivery service' },
  unknownCountry: { ru: 'Нет такой страны', en: 'No such country' },
  unknownCity: { ru: 'Нет такого города', en: 'No such city' },
  cityNotInCountry: { ru: 'Город не в выбранной стране', en: 'The city is not in the chosen country' },
  unknownContact: {
    ru: 'Выберите одно из своих контактных лиц',
    en: 'Choose one of your own contact persons',
  },
  contactCreated: {
    ru: 'Контактное лицо «{name}» добавлено',
    en: 'Contact person "{name}" added',
  },
});

/** Field labels for "fill in" messages (spec §5: the toast lists the empty field labels). */
export const FIELD_LABELS = {
  full_name: { ru: 'ФИО', en: 'Full name' },
  fullname: { ru: 'ФИО', en: 'Full name' },
  phone: { ru: 'Телефон', en: 'Phone' },
} as const;
