// @vitest-environment jsdom
import type { UpdateLogAdminRecord } from '@kits/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setupWebTest } from '@/test/setup';
import { UpdateLogForm } from './update-log-form';

await setupWebTest('ru');

const RECORD: UpdateLogAdminRecord = {
  id: 7,
  content_ru: 'Старый текст',
  content_en: 'Old text',
  is_major: false,
  only_franchising: true,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

const renderForm = (record: UpdateLogAdminRecord | null, onSave = vi.fn(async () => ({}))) => {
  render(<UpdateLogForm record={record} onSave={onSave} onCancel={() => {}} busy={false} />);
  return onSave;
};

describe('UpdateLogForm (docs/rules.md#update-log-publishing)', () => {
  it('refuses empty texts with a message under each field, sending nothing', async () => {
    const onSave = renderForm(null);
    await userEvent.type(screen.getByLabelText('Текст на английском'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByText('Напишите текст записи')).toHaveLength(2);
    expect(screen.getByLabelText('Текст на русском')).toHaveAttribute('aria-invalid', 'true');
  });

  it('renders the preview as Markdown, safely, in the language picked', async () => {
    renderForm(null);
    await userEvent.click(screen.getByLabelText('Текст на русском'));
    await userEvent.paste('**Жирно** и [ссылка](https://example.com) <script>alert(1)</script>');
    const preview = screen.getByTestId('update-log-preview');
    expect(within(preview).getByText('Жирно').tagName).toBe('STRONG');
    expect(within(preview).getByRole('link', { name: 'ссылка' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(preview.querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(within(preview).getByText('Напишите текст — он появится здесь.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Текст на английском'), '# Heading');
    expect(within(preview).getByRole('heading', { name: 'Heading' })).toBeInTheDocument();
  });

  it('sends the edited values and shows the server’s field errors', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(422, {
        message: 'x',
        code: 'VALIDATION',
        errors: { content_en: ['Текст записи длиннее 20000 символов'] },
      });
    });
    renderForm(RECORD, onSave);
    expect(screen.getByLabelText('Текст на русском')).toHaveValue('Старый текст');
    expect(screen.getByLabelText('Только для франшизы')).toBeChecked();
    await userEvent.click(screen.getByLabelText(/Крупное обновление/));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalledWith({
      content_ru: 'Старый текст',
      content_en: 'Old text',
      is_major: true,
      only_franchising: true,
    });
    expect(await screen.findByText('Текст записи длиннее 20000 символов')).toBeInTheDocument();
  });
});
