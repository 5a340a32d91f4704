/**
 * A schema issue as both sides see it (docs/rules.md#field-errors): zod's issue code and the
 * details it reports (`minimum`, `format`, `values`…), the path to the field, and the value that
 * was sent there (`undefined`: the field was missing).
 */
export type FieldIssue = {
  code: string;
  path: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number | bigint;
  message?: string;
  params?: Record<string, unknown>;
};

/**
 * The text of one field error, as i18next keys of the `validation` namespace to try in order (the
 * first that exists wins: a field's own wording, e.g. `required.name` "Укажите имя", before the
 * general one) and the values of their placeholders (`count` also picks the plural form).
 */
export type FieldErrorText = { keys: string[]; values: Record<string, string | number> };

/** Formats zod checks name with their own wording; every other format is "invalid format". */
const FORMATS = new Set(['email', 'url', 'uuid', 'date', 'datetime', 'time', 'regex']);
/** Types an `invalid_type` issue may expect, each with its own wording. */
const TYPES = new Set(['string', 'number', 'int', 'boolean', 'array', 'object', 'date']);

/** The field an issue is about: the last name in its path (`lines.3.quantity` → `quantity`). */
function fieldOf(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '_';
}

const num = (value: number | bigint | undefined) => Number(value ?? 0);

/**
 * Which text a schema issue reads as (docs/rules.md#field-errors): a missing or empty required
 * field is "required" (the field's own wording when it has one), a wrong type names the expected
 * kind, sizes name their limit with the plural form of `count`, an unknown choice lists the
 * allowed values, a refinement's message is a key of its own (`custom.<message>`). The same rule
 * words the server's 400/422 field errors (its error handler, in the request's language) and the
 * browser's own checks (zod's error map, in the page's language).
 */
export function fieldErrorText(issue: FieldIssue): FieldErrorText {
  const field = fieldOf(issue.path);
  const general = (key: string, values: FieldErrorText['values'] = {}): FieldErrorText => ({
    keys: [`${key}.${field}`, key],
    values,
  });
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return general('required');
      return general(TYPES.has(issue.expected ?? '') ? `type.${issue.expected}` : 'invalid');
    case 'too_small': {
      const count = num(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        if (count <= 1) return general('required');
        return general(issue.origin === 'string' ? 'tooShort' : 'tooFew', { count });
      }
      return general(issue.inclusive === false ? 'greaterThan' : 'atLeast', { count });
    }
    case 'too_big': {
      const count = num(issue.maximum);
      if (issue.origin === 'string') return general('tooLong', { count });
      if (issue.origin === 'array' || issue.origin === 'set') return general('tooMany', { count });
      if (issue.origin === 'file') return general('fileTooBig', { count });
      return general(issue.inclusive === false ? 'lessThan' : 'atMost', { count });
    }
    case 'invalid_format':
      return general(FORMATS.has(issue.format ?? '') ? `format.${issue.format}` : 'format');
    case 'invalid_value': {
      const values = (issue.values ?? []).map(String);
      return general(values.length === 1 ? 'equals' : 'oneOf', { values: values.join(', ') });
    }
    case 'not_multiple_of':
      return general('multipleOf', { divisor: num(issue.divisor) });
    case 'unrecognized_keys':
      return { keys: ['unknownKeys'], values: { keys: (issue.keys ?? []).join(', ') } };
    case 'custom': {
      const values = Object.fromEntries(
        Object.entries(issue.params ?? {}).filter(
          (entry): entry is [string, string | number] =>
            typeof entry[1] === 'string' || typeof entry[1] === 'number',
        ),
      );
      return { keys: [`custom.${issue.message ?? ''}`, `invalid.${field}`, 'invalid'], values };
    }
    default:
      return general('invalid');
  }
}
