import { defineMessages } from '../../lib/messages';

/**
 * Server texts of the price list export, in Russian and English: the header row (one title per
 * column of EXPORT_COLUMNS), the premium flag's values and the sheet name.
 */
export const exportMessage = defineMessages({
  code: { ru: 'Артикул', en: 'Code' },
  name: { ru: 'Наименование', en: 'Name' },
  category: { ru: 'Категория', en: 'Category' },
  size: { ru: 'Размер', en: 'Size' },
  premium: { ru: 'Премиум', en: 'Premium' },
  properties: { ru: 'Другие свойства', en: 'Other properties' },
  price_wholesale: { ru: 'Оптовая цена', en: 'Wholesale price' },
  price_with_discount: { ru: 'Цена с вашей скидкой', en: 'Price with your discount' },
  price_retail: { ru: 'Розничная цена', en: 'Retail price' },
  currency: { ru: 'Валюта', en: 'Currency' },
  quantity: { ru: 'Остаток на складе', en: 'Warehouse stock' },
  user_order_count: { ru: 'Вы заказали, шт.', en: 'You ordered, pcs' },
  hashtags: { ru: 'Хэштеги', en: 'Hashtags' },
  image_url: { ru: 'Картинка', en: 'Image' },
  product_url: { ru: 'Страница товара', en: 'Product page' },
  yes: { ru: 'да', en: 'yes' },
  no: { ru: 'нет', en: 'no' },
  sheet: { ru: 'Прайс-лист', en: 'Price list' },
});
