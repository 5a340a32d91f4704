// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError, apiFieldErrors } from './api-client';

describe('apiFieldErrors', () => {
  it('takes the field errors of a 422 answer and nothing from any other failure', () => {
    const errors = { 'delivery.city': ['Город не относится к стране'] };
    expect(apiFieldErrors(new ApiError(422, { message: 'Invalid', errors }))).toEqual(errors);
    expect(apiFieldErrors(new ApiError(500, { message: 'Boom' }))).toEqual({});
    expect(apiFieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});
