import type { Product } from '@kits/contract';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';

const NO = new Set(['', '0', 'false', 'no', 'нет']);

/**
 * Properties as small badges (spec §3: size, premium, special). Premium and special are flags when
 * their value is yes/no-like, otherwise the value is shown next to the name.
 */
export function ProductProperties({ properties }: { properties: Product['properties'] }) {
  const { t } = useTranslation('catalog');
  const badges = properties.flatMap(({ slug, value }) => {
    const v = value.trim();
    if (NO.has(v.toLowerCase())) return [];
    const flag = ['1', 'true', 'yes', 'да'].includes(v.toLowerCase());
    const name = t(`property.${slug}`, { defaultValue: '' });
    if (slug === 'size') return [{ slug, label: v, title: name, tone: 'light' }];
    return [
      {
        slug,
        label: flag || !name ? name || v : `${name}: ${v}`,
        title: name || slug,
        tone: slug === 'premium' ? 'premium' : slug === 'special' ? 'special' : 'light',
      },
    ];
  });
  if (badges.length === 0) return null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {badges.map((b) => (
        <Badge
          key={`${b.slug}:${b.label}`}
          bg={b.tone === 'premium' ? 'dark' : b.tone === 'special' ? 'info-subtle' : 'light'}
          text={b.tone === 'premium' ? 'light' : b.tone === 'special' ? 'info-emphasis' : 'dark'}
          className="border fw-normal"
          title={b.title}
        >
          {b.label}
        </Badge>
      ))}
    </span>
  );
}
