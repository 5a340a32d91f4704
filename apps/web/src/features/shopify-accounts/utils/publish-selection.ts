import { SHOPIFY_MARKUP_MAX, type ShopifyPriceRuleInput, type ShopifyPublishInput } from '@kits/contract';

/** The rule a new account starts from: 50 % over the customer's price, exact cents. */
export const DEFAULT_PRICE_RULE: ShopifyPriceRuleInput = {
  basis: 'markup',
  markup_percent: 50,
  ending: 'none',
};

/** The publish form: picked category ids, the product codes as pasted, the rule (markup as typed). */
export type PublishForm = {
  categoryIds: number[];
  codesText: string;
  rule: Omit<ShopifyPriceRuleInput, 'markup_percent'> & { markup_percent: string };
};

/** Product codes from pasted text: split on spaces, commas, semicolons and new lines; trimmed, unique, in order. */
export function parseProductCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
}

/** The markup as a number when it is one of 0…SHOPIFY_MARKUP_MAX (a comma is a decimal point), else null. */
export function parseMarkup(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= SHOPIFY_MARKUP_MAX
    ? value
    : null;
}

/**
 * The request body of the preview, publish and CSV calls (ShopifyPublishBody), or null when
 * nothing is picked or the markup is not a number in range (then nothing is sent).
 */
export function publishBody(form: PublishForm): ShopifyPublishInput | null {
  const codes = parseProductCodes(form.codesText);
  if (form.categoryIds.length === 0 && codes.length === 0) return null;
  const markup =
    form.rule.basis === 'retail'
      ? (parseMarkup(form.rule.markup_percent) ?? 0)
      : parseMarkup(form.rule.markup_percent);
  if (markup === null) return null;
  return {
    category_ids: [...form.categoryIds].sort((a, b) => a - b),
    product_codes: codes,
    price_rule: { basis: form.rule.basis, markup_percent: markup, ending: form.rule.ending },
  };
}
