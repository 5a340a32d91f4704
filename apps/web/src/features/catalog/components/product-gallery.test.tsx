// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { ProductGallery } from './product-gallery';

await setupWebTest('ru');

const media = [
  { id: 2, collection_name: 'gallery' as const, url: '/media/2.jpg', url_small: '/media/2_75.jpg' },
  { id: 1, collection_name: 'main' as const, url: '/media/1.jpg', url_small: '/media/1_75.jpg' },
  { id: 3, collection_name: 'gallery' as const, url: '/media/3.jpg', url_small: '/media/3_75.jpg' },
];
const main = () => screen.getByRole('img', { name: 'Кот' });

describe('product gallery', { timeout: 15_000 }, () => {
  it('shows the main image first and switches on a thumbnail click', async () => {
    render(<ProductGallery product={{ name: 'Кот', media }} />);
    expect(main()).toHaveAttribute('src', '/media/1.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Изображение 3 из 3' }));
    expect(main()).toHaveAttribute('src', '/media/3.jpg');
    expect(screen.getByRole('button', { name: 'Изображение 3 из 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves between thumbnails with the arrow keys, Home and End', async () => {
    render(<ProductGallery product={{ name: 'Кот', media }} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Изображение 1 из 3' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(main()).toHaveAttribute('src', '/media/2.jpg');
    expect(screen.getByRole('button', { name: 'Изображение 2 из 3' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(main()).toHaveAttribute('src', '/media/3.jpg');
    await userEvent.keyboard('{Home}');
    expect(main()).toHaveAttribute('src', '/media/1.jpg');
  });

  it('shows the not-found picture when the product has no image', () => {
    render(<ProductGallery product={{ name: 'Кот', media: [] }} />);
    expect(screen.getByRole('img', { name: 'Нет изображения' })).toHaveAttribute('src', '/not-found.svg');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
