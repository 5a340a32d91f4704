import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error';

describe('fieldErrorText (docs/rules.md#field-errors)', () => {
  it("reads a missing or empty field as required, the field's own wording first", () => {
    expect(fieldErrorText({ code: 'invalid_type', path: ['name'], expected: 'string' }).keys).toEqual([
      'required.name',
      'required',
    ]);
    expect(
      fieldErrorText({
        code: 'too_small',
        path: ['lines', 0, 'name'],
        origin: 'string',
        minimum: 1,
        input: '',
      }),
    ).toEqual({ keys: ['required.name', 'required'], values: {} });
  });

  it('names the expected kind of a wrong type and the limit of a size, as the plural count', () => {
    expect(fieldErrorText({ code: 'invalid_type', path: ['qty'], expected: 'int', input: 'x' }).keys).toEqual(
      ['type.int.qty', 'type.int'],
    );
    expect(fieldErrorText({ code: 'too_big', path: ['c'], origin: 'string', maximum: 20 })).toEqual({
      keys: ['tooLong.c', 'tooLong'],
      values: { count: 20 },
    });
    expect(
      fieldErrorText({ code: 'too_small', path: ['n'], origin: 'number', minimum: 0, inclusive: false }).keys,
    ).toEqual(['greaterThan.n', 'greaterThan']);
  });

  it('lists the allowed choices, and reads a refinement by its message', () => {
    expect(fieldErrorText({ code: 'invalid_value', path: ['kind'], values: ['a', 'b'] }).values).toEqual({
      values: 'a, b',
    });
    expect(
      fieldErrorText({ code: 'custom', path: ['to'], message: 'period too long', params: { count: 366 } }),
    ).toEqual({ keys: ['custom.period too long', 'invalid.to', 'invalid'], values: { count: 366 } });
  });
});
