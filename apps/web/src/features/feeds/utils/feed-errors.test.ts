import { describe, expect, it } from 'vitest';
import { feedErrorProblems } from './feed-errors';

describe('feedErrorProblems', () => {
  it('turns line field errors into problems by line and keeps file errors apart', () => {
    expect(
      feedErrorProblems({
        'line.5.code': ['Строка 5: нет товара'],
        file: ['Файл больше 10 МБ'],
        'line.3': ['Строка 3: повтор'],
        'line.3.quantity': ['Строка 3: количество'],
      }),
    ).toEqual({
      general: ['Файл больше 10 МБ'],
      problems: [
        { line: 3, field: null, message: 'Строка 3: повтор' },
        { line: 3, field: 'quantity', message: 'Строка 3: количество' },
        { line: 5, field: 'code', message: 'Строка 5: нет товара' },
      ],
    });
    expect(feedErrorProblems(undefined)).toEqual({ general: [], problems: [] });
  });
});
