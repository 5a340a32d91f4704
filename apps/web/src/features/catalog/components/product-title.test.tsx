// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/test/fixtures';
import { setupWebTest } from '@/test/setup';
import { ProductTitle } from './product-title';

const version = vi.hoisted(() => ({ english: false }));
vi.mock('@/lib/app-config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/app-config')>()),
  get isEnglishVersion() {
    return version.english;
  },
}));

await setupWebTest('ru');

describe('product title', { timeout: 15_000 }, () => {
  it('links an approved product to its page in a new tab', () => {
    version.english = false;
    render(<ProductTitle product={makeProduct({ code: 'AM 01/2', category_slug: 'almaznaya-mozaika' })} />);
    const link = screen.getByRole('link', { name: 'Алмазная мозаика «Кот на окне»' });
    expect(link).toHaveAttribute('href', '/catalog/almaznaya-mozaika/AM%2001%2F2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('prefixes the link with /en in the English version', () => {
    version.english = true;
    render(<ProductTitle product={makeProduct({ code: 'DP-7', category_slug: 'diamond' })} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/catalog/diamond/DP-7');
  });

  it('shows the name without a link when the product is not approved', () => {
    render(<ProductTitle product={makeProduct({ statuses: [{ slug: 'draft' }] })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Алмазная мозаика «Кот на окне»')).toBeInTheDocument();
  });

  it('shows the name without a link when the product has no status at all', () => {
    render(<ProductTitle product={makeProduct({ statuses: [] })} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
