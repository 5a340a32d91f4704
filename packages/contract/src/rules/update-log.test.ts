import { describe, expect, it } from 'vitest';
import { UPDATE_LOG_CONTENT_MAX, updateLogContentProblems } from './update-log';

describe('updateLogContentProblems', () => {
  it('accepts Markdown in both languages', () => {
    expect(updateLogContentProblems({ content_ru: '**Новое**', content_en: '# New' })).toEqual({});
  });

  it('refuses an empty or blank text per field', () => {
    expect(updateLogContentProblems({ content_ru: '  \n ', content_en: '' })).toEqual({
      content_ru: 'contentRequired',
      content_en: 'contentRequired',
    });
  });

  it('refuses a text longer than the maximum after trimming', () => {
    const max = 'a'.repeat(UPDATE_LOG_CONTENT_MAX);
    expect(updateLogContentProblems({ content_ru: ` ${max} `, content_en: `${max}b` })).toEqual({
      content_en: 'contentTooLong',
    });
  });
});
