import { defineMessages } from '../../lib/messages';

/**
 * Server messages of the media calls (docs/rules.md#spec-7, docs/rules.md#media-toasts media toasts), in Russian and English.
 * `deleted` is the text of the docs/rules.md#media-toasts success toast (title УДАЛЕННО); `deleteFailed` the start of
 * the failure toast's text (title ОШИБКА), used as the message of a failed DELETE.
 */
export const mediaMessage = defineMessages({
  deleted: { ru: 'Картинка {name} успешно удалена', en: 'Picture {name} deleted' },
  deleteFailed: {
    ru: 'Ошибка: не удалось удалить картинку {name}',
    en: 'Error: the picture {name} could not be deleted',
  },
  notFound: { ru: 'Картинка #{id} не найдена', en: 'Picture #{id} not found' },
  productNotFound: { ru: 'Товар #{id} не найден', en: 'Product #{id} not found' },
  fileRequired: { ru: 'Приложите файл картинки', en: 'Attach a picture file' },
  fileTooLarge: {
    ru: 'Файл больше {mb} МБ: уменьшите картинку',
    en: 'The file is larger than {mb} MB: make the picture smaller',
  },
  fileEmpty: { ru: 'Файл пуст', en: 'The file is empty' },
  notAnImage: {
    ru: 'Файл не является картинкой (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF)',
    en: 'The file is not a picture (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF)',
  },
  unsupportedFormat: {
    ru: 'Формат {format} не поддерживается: загрузите JPEG, PNG, WebP, GIF, AVIF, HEIF или TIFF',
    en: 'The {format} format is not supported: upload JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF',
  },
  tooManyPixels: {
    ru: 'Картинка слишком большая: больше 100 мегапикселей',
    en: 'The picture is too large: over 100 megapixels',
  },
  alreadyAttached: {
    ru: 'Эта картинка уже есть у товара ({name})',
    en: 'The product already has this picture ({name})',
  },
  zipEnglish: {
    ru: 'Выгрузка картинок есть только в русской версии',
    en: 'Image export is not available in the English version',
  },
  downloadLinkInvalid: {
    ru: 'Ссылка на выгрузку картинок недействительна или уже использована: начните выгрузку заново',
    en: 'The image export link is invalid or was already used: start the export again',
  },
  zipMissingHeader: {
    ru: 'Файлы этих главных картинок не найдены на сервере (код товара, файл):',
    en: 'The files of these main pictures were not found on the server (product code, file):',
  },
});
