/** One changed field of an audit entry: its key, the value before and after. */
export type AuditChange = { field: string; before: unknown; after: unknown };

/**
 * The `{ field: [before, after] }` pairs of an audit row's `changes` (docs/rules.md#audit);
 * anything else (a media upload's size, an import's counts, a status move's comment) as one
 * change per key with no "before" (`undefined`).
 */
export function auditChanges(changes: Record<string, unknown> | null): AuditChange[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, value]) =>
    Array.isArray(value) && value.length === 2
      ? { field, before: value[0], after: value[1] }
      : { field, before: undefined, after: value },
  );
}

/**
 * A value as text: lists joined, properties as `slug: value`, null as an em dash. `name` turns an
 * id or slug into its name (a category id, a status slug) when it knows it.
 */
export function auditValue(value: unknown, name?: (key: string | number) => string | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((v) =>
        v && typeof v === 'object' && 'slug' in v && 'value' in v
          ? propertyText(v as { slug: unknown; value: unknown; value_en?: unknown })
          : ((typeof v === 'string' || typeof v === 'number' ? name?.(v) : undefined) ?? String(v)),
      )
      .join(', ');
  }
  if ((typeof value === 'number' || typeof value === 'string') && name) return name(value) ?? String(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A property as `slug: value`, with ` / English text` when it has one. */
const propertyText = (p: { slug: unknown; value: unknown; value_en?: unknown }) =>
  `${String(p.slug)}: ${String(p.value)}${typeof p.value_en === 'string' ? ` / ${p.value_en}` : ''}`;
