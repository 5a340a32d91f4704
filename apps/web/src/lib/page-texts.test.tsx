// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import i18n, { initI18n, withPageTexts } from './i18n';

/** Shows one text of the `shopping-lists` namespace, which no page loaded ahead. */
function ListsTitle() {
  const { t } = useTranslation('shopping-lists');
  return <h1>{t('title')}</h1>;
}

describe('the Russian texts a page brings (decision 0034)', () => {
  it('loads only the namespaces the page lists, with validation', async () => {
    await initI18n('ru');
    const page = await withPageTexts(async () => 'page', ['orders']);
    expect(page).toBe('page');
    expect(i18n.hasResourceBundle('ru', 'orders')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'validation')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'shopify')).toBe(false);
  });

  it('loads a namespace the list missed on its first render, under the spinner', async () => {
    await initI18n('ru');
    expect(i18n.hasResourceBundle('ru', 'shopping-lists')).toBe(false);
    render(
      <Suspense fallback={<p>loading</p>}>
        <ListsTitle />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const { default: lists } = await import('../locales/ru/shopping-lists.json');
    expect(await screen.findByRole('heading', { name: lists.title })).toBeInTheDocument();
  });
});
