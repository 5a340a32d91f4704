// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { ProductProperties } from './product-properties';

await setupWebTest('ru');

describe('property badges', { timeout: 15_000 }, () => {
  it('shows the size, the premium flag and the special edition by its value', () => {
    render(
      <ProductProperties
        properties={[
          { slug: 'size', value: '40x50' },
          { slug: 'premium', value: '1' },
          { slug: 'special', value: 'Светится в темноте' },
        ]}
      />,
    );
    expect(screen.getByText('40×50')).toHaveAttribute('title', 'Размер');
    expect(screen.getByText('Премиум')).toBeInTheDocument();
    expect(screen.getByText('Светится в темноте')).toHaveAttribute('title', 'Спецсерия');
  });

  it('shows nothing for a property that is switched off', () => {
    const { container } = render(<ProductProperties properties={[{ slug: 'premium', value: '0' }]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('writes an imported weight with its unit and leaves the barcode to the product page', () => {
    render(
      <ProductProperties
        properties={[
          { slug: 'weight', value: '0.45' },
          { slug: 'barcode', value: '4601234567890' },
        ]}
      />,
    );
    expect(screen.getByText('0,45 кг')).toHaveAttribute('title', 'Вес');
    expect(screen.queryByText('4601234567890')).toBeNull();
  });
});
