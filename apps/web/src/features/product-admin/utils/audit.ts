/** The translation key and values naming an audit field (`prices.RUB.wholesale`, `stock.1`…). */
export function auditFieldLabel(field: string): { key: string; values?: Record<string, string> } {
  const price = /^prices\.(\w+)\.(wholesale|retail)$/.exec(field);
  if (price) return { key: `audit.price.${price[2]}`, values: { currency: price[1]! } };
  const hashtagEn = /^hashtags_en\.(.+)$/.exec(field);
  if (hashtagEn) return { key: 'audit.hashtagEn', values: { name: hashtagEn[1]! } };
  const stock = /^stock\.(\d+)$/.exec(field);
  if (stock) return { key: 'audit.stock', values: { store: stock[1]! } };
  return { key: `audit.fields.${field}` };
}
