import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { joinFieldErrors, mapFieldErrors, schemaErrors } from './field-errors';

describe('field errors', () => {
  it('maps nested field paths onto the form’s fields, merging messages that land on one field', () => {
    const byForm = (path: string) =>
      path.startsWith('hashtags.') ? 'hashtags' : path.replace(/^delivery\./, '');
    expect(
      mapFieldErrors(
        {
          'delivery.city': ['wrong city'],
          'hashtags.0': ['too long'],
          'hashtags.3': ['empty'],
          name: ['required'],
        },
        byForm,
      ),
    ).toEqual({ city: ['wrong city'], hashtags: ['too long', 'empty'], name: ['required'] });
  });

  it('keys the issues of a zod parse by their dotted path', () => {
    const result = z
      .object({ shelves: z.array(z.object({ capacity: z.number().check(z.minimum(1)) })) })
      .safeParse({
        shelves: [{ capacity: 1 }, { capacity: 0 }],
      });
    expect(result.success).toBe(false);
    expect(Object.keys(schemaErrors(result.error?.issues ?? []))).toEqual(['shelves.1.capacity']);
  });

  it('joins each field’s messages with commas and leaves out fields without any', () => {
    expect(joinFieldErrors({ email: ['taken', 'too long'], phone: [] })).toEqual({
      email: 'taken, too long',
    });
  });
});
