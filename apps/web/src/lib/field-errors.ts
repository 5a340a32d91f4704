/** Field errors keyed by field path (`name`, `delivery.city`, `shelves.3.capacity`) → their messages. */
export type FieldMessages = Record<string, string[]>;

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** Messages under their keys, merged in order where a key comes again. */
function group(entries: Iterable<readonly [string, readonly string[]]>): FieldMessages {
  const out: FieldMessages = {};
  for (const [key, messages] of entries) out[key] = [...(out[key] ?? []), ...messages];
  return out;
}

/**
 * Field errors re-keyed as a form shows them: each path goes through `field` (default: unchanged;
 * `stock.0.quantity` → `stock.1`, `delivery.city` → `city`), and the messages of paths that land
 * on one field are merged in their order.
 */
export function mapFieldErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  field: (path: string) => string = (path) => path,
): FieldMessages {
  return group(Object.entries(errors).map(([path, messages]) => [field(path), messages]));
}

/** The issues of a failed zod parse keyed like the server's errors: the path joined by dots. */
export function schemaErrors(issues: readonly Issue[]): FieldMessages {
  return group(issues.map((issue) => [issue.path.map(String).join('.'), [issue.message]]));
}

/** Each field's messages as one line joined by commas (docs/rules.md#spec-5); fields without messages are left out. */
export function joinFieldErrors(errors: FieldMessages): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors))
    if (messages.length > 0) joined[key] = messages.join(', ');
  return joined;
}
