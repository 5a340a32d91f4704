import { defineMessages } from '../../lib/messages';

/** Server messages of the auth module (login, logout, registration), in Russian and English. */
export const authMessage = defineMessages({
  badCredentials: { ru: 'Неверный логин или пароль', en: 'Wrong login or password' },
  tooManyLogins: {
    ru: 'Слишком много неудачных попыток входа. Повторите через {minutes} мин.',
    en: 'Too many failed sign-in attempts. Try again in {minutes} min.',
  },
  loggedOut: { ru: 'Вы вышли из системы', en: 'You have signed out' },
  registrationReceived: {
    ru: 'Заявка на регистрацию отправлена. Мы свяжемся с вами в ближайшее время.',
    en: 'Your registration request has been sent. We will contact you soon.',
  },
  tooManyRegistrations: {
    ru: 'Слишком много заявок на регистрацию. Повторите через {minutes} мин.',
    en: 'Too many registration requests. Try again in {minutes} min.',
  },
});
