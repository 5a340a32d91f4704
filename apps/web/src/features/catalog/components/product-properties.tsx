import type { Product } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

const NO = new Set(['', '0', 'false', 'no', 'нет']);
const YES = new Set(['1', 'true', 'yes', 'да']);
type Tone = 'plain' | 'premium' | 'special';
const TONE: Record<Tone, { bg: string; text: string }> = {
  plain: { bg: 'light', text: 'dark' },
  premium: { bg: 'dark', text: 'light' },
  special: { bg: 'info-subtle', text: 'info-emphasis' },
};

/** Properties that are not badges: the barcode is a fact of the product page (`productBarcode`). */
const NOT_BADGES = new Set(['barcode']);

/** Whether a property is shown as a badge. */
export const isBadge = (property: Product['properties'][number]) => !NOT_BADGES.has(property.slug);

/** The product's barcode (an imported property: docs/rules.md#import-mapping), or null. */
export const productBarcode = (properties: Product['properties']) =>
  properties.find((p) => p.slug === 'barcode')?.value.trim() || null;

/**
 * Properties as small badges (docs/rules.md#spec-3: size, premium, special): the size as "40×50", premium as a
 * flag, special by its value ("Светится в темноте") or as a flag, an imported weight (kg) with its unit
 * in the page's language; the property name in the tooltip. The barcode is not a badge.
 */
export function ProductProperties({ properties }: { properties: Product['properties'] }) {
  const { t, i18n } = useTranslation('catalog');
  const badges = properties.flatMap(({ slug, value }) => {
    const v = value.trim();
    if (NO.has(v.toLowerCase()) || !isBadge({ slug, value })) return [];
    const name = t(`property.${slug}`, { defaultValue: slug });
    const flag = YES.has(v.toLowerCase());
    if (slug === 'size')
      return [
        { slug, label: v.replace(/(\d)\s*[xх*]\s*(\d)/gi, '$1×$2'), title: name, tone: 'plain' as Tone },
      ];
    const kg = slug === 'weight' ? Number(v.replace(',', '.')) : Number.NaN;
    if (Number.isFinite(kg)) {
      const unit = { style: 'unit', unit: 'kilogram', maximumFractionDigits: 3 } as const;
      return [
        {
          slug,
          label: new Intl.NumberFormat(i18n.language, unit).format(kg),
          title: name,
          tone: 'plain' as Tone,
        },
      ];
    }
    const tone: Tone = slug === 'premium' ? 'premium' : slug === 'special' ? 'special' : 'plain';
    return [{ slug, label: flag ? name : v, title: name, tone }];
  });
  if (badges.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {badges.map((b) => (
        <Badge
          key={`${b.slug}:${b.label}`}
          bg={TONE[b.tone].bg}
          text={TONE[b.tone].text}
          className="border fw-normal"
          title={b.title}
        >
          {b.label}
        </Badge>
      ))}
    </span>
  );
}
