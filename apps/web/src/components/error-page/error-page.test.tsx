// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { ErrorPageBoundary } from './error-boundary';
import { ErrorPage } from './error-page';

await setupWebTest('ru');

describe('error page (docs/rules.md#error-page, docs/rules.md#spec-8)', () => {
  it('shows the 404 title and text, and a button home', () => {
    render(<ErrorPage status={404} message="This page could not be found" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Страница не найдена');
    expect(screen.getByText(/Такой страницы нет/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'на главную' })).toHaveAttribute('href', '/');
  });

  it('shows an unmatched route in Russian only, without the English sentence (issue 16)', () => {
    render(<ErrorPage status={404} message="This page could not be found" />);
    expect(screen.getByText(/Такой страницы нет/)).toBeInTheDocument();
    expect(screen.queryByText(/This page could not be found/)).not.toBeInTheDocument();
  });

  it('shows the 429 title and text instead of the server message', () => {
    render(<ErrorPage status={429} message="Too many requests. Try again in 30 s" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Слишком много запросов');
    expect(screen.queryByText(/Try again in 30 s/)).not.toBeInTheDocument();
  });

  it('shows "Произошла системная ошибка" with the message for any other status', () => {
    render(<ErrorPage status={503} message="База данных недоступна" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Произошла системная ошибка');
    expect(screen.getByText('База данных недоступна')).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
  });

  it('defaults the status to 500', () => {
    render(<ErrorPage />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Произошла системная ошибка');
  });

  it('shows a minimal fallback with details and a home link when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('render exploded');
    };
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Произошла ошибка при показе страницы ошибки');
    expect(screen.getByText(/render exploded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'на главную' })).toHaveAttribute('href', '/');
  });
});

describe('error page in English', () => {
  it('gives an unmatched route the text "This page could not be found"', async () => {
    const { changeLanguage } = await import('@/lib/i18n');
    await changeLanguage('en');
    render(<ErrorPage status={404} message="This page could not be found" />);
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'to home' })).toBeInTheDocument();
    await changeLanguage('ru');
  });
});
