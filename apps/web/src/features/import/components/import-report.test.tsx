// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { makeReport } from '../test/fixtures';
import { ImportReportView } from './import-report';

await setupWebTest('ru');

const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('import report', { timeout: 15_000 }, () => {
  it('shows every count of the report', () => {
    render(<ImportReportView report={makeReport()} />);
    expect(count('Прочитано')).toBe('42');
    expect(count('Создано')).toBe('30');
    expect(count('Обновлено')).toBe('5');
    expect(count('Без изменений')).toBe('4');
    expect(count('Отклонено')).toBe('3');
    expect(count('Предупреждения')).toBe('1');
    expect(count('Картинок загружено')).toBe('0');
    expect(count('Картинок с ошибкой')).toBe('2');
  });

  it('lists the rejected items with key, line and reason, the warnings and the failed pictures', () => {
    render(<ImportReportView report={makeReport()} />);
    const rejected = screen.getByRole('table', { name: /Отклонённые позиции/ });
    const rows = within(rejected).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['hoodie-red', '7', 'invalid_price', 'price "abc" is not a number']);
    const warnings = screen.getByRole('table', { name: /^Предупреждения/ });
    expect(within(warnings).getByText('continuation row without a handle')).toBeInTheDocument();
    expect(screen.getByText('https://burst.shopifycdn.com/cap.jpg')).toBeInTheDocument();
  });

  it('says when a list was cut and shows why an unreadable file failed', () => {
    render(
      <ImportReportView
        report={makeReport({
          rejected_count: 1200,
          fatal: { code: 'IMPORT_FILE_BROKEN', message: 'unclosed quote', line: 88 },
        })}
      />,
    );
    expect(screen.getByText('(первые 3 из 1 200)')).toBeInTheDocument();
    expect(screen.getByText(/unclosed quote/)).toHaveTextContent(
      'Файл не прочитан: unclosed quote (строка 88)',
    );
  });

  it('leaves out the tables when nothing was rejected', () => {
    render(
      <ImportReportView
        report={makeReport({
          rejected_count: 0,
          rejected: [],
          warnings_count: 0,
          warnings: [],
          pictures: { imported: 3, skipped: 0, failed_count: 0, failed: [] },
        })}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
