import { slugify } from 'transliteration';
import { UNCATEGORISED } from './import.types';

/** Latin slug of a (Russian) name: `Картины по номерам` → `kartiny-po-nomeram`. */
export const toSlug = (text: string) => slugify(text, { lowercase: true, separator: '-', trim: true });

/**
 * Hands out category slugs unique within one feed: the first `Наборы` gets `nabory`, the next
 * category of that name `nabory-2`. The uncategorised slug is reserved from the start.
 */
export class SlugRegistry {
  private readonly used = new Set<string>([UNCATEGORISED.slug]);

  take(name: string, key: string): string {
    const base = toSlug(name) || toSlug(key) || 'category';
    let slug = base;
    for (let n = 2; this.used.has(slug); n++) slug = `${base}-${n}`;
    this.used.add(slug);
    return slug;
  }
}
