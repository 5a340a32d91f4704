import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { message } from '../lib/messages';
import { isStorableText } from '../lib/storable-text';

const unstorable = (text: string) => !isStorableText(text);

/**
 * Where the first text the database cannot store sits in `value` (a dotted path; `_` for the value
 * itself), or null. Walks with its own stack, not by recursion, so JSON nested thousands of levels
 * deep is an answer and not a stack overflow (a 500).
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (unstorable(item)) return path || '_';
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    const entries = Array.isArray(item) ? item.map((v, i) => [String(i), v] as const) : Object.entries(item);
    const children: [unknown, string][] = [];
    for (const [key, child] of entries) {
      const field = path ? `${path}.${key}` : key;
      if (unstorable(key)) return field;
      children.push([child, field]);
    }
    // Reversed onto the stack: the first child is looked at first, as the fields are written.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}

/**
 * Refuses text PostgreSQL cannot store before any handler sees it (docs/security.md#bad-input): a
 * NUL character or a lone UTF-16 surrogate anywhere in the path parameters, the query (400) or a
 * JSON body (422), with the field named in `errors` — instead of a database error and a 500.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = findUnstorableText(value);
      if (!field) continue;
      const text = message(request.lang, 'unstorableText');
      throw new AppError(part === 'body' ? 'UNPROCESSABLE' : 'VALIDATION', {
        message: text,
        errors: { [field]: [text] },
      });
    }
  });
}
