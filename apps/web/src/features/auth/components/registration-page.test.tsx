// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToasterProvider } from '@/components/toaster';
import { paths } from '@/config/paths';
import { setupWebTest } from '@/test/setup';
import { RegistrationPage } from './registration-page';

await setupWebTest('ru');

describe('standalone registration page (docs/rules.md#registration-request)', () => {
  it('has the request form and a link back to login', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToasterProvider>
          <MemoryRouter initialEntries={[paths.registration.getHref()]}>
            <Routes>
              <Route path={paths.registration.path} element={<RegistrationPage />} />
              <Route path={paths.login.path} element={<h1>Страница входа</h1>} />
            </Routes>
          </MemoryRouter>
        </ToasterProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Заявка на регистрацию' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить заявку' })).toBeInTheDocument();
    expect(screen.getByText(/Уже есть доступ\?/)).toBeInTheDocument();

    const toLogin = screen.getByRole('link', { name: 'Войти' });
    expect(toLogin).toHaveAttribute('href', '/login');
    await userEvent.click(toLogin);
    expect(screen.getByRole('heading', { name: 'Страница входа' })).toBeInTheDocument();
  });
});
