// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallBackToNotFound } from './image-fallback';

describe('a product picture that fails to load (docs/rules.md#error-statuses)', () => {
  it('falls back to the not-found picture, once', () => {
    render(
      <img
        alt="product"
        src="https://cdn.example/p/1.jpg"
        srcSet="https://cdn.example/p/1@2x.jpg 2x"
        onError={fallBackToNotFound}
      />,
    );
    const img = screen.getByRole<HTMLImageElement>('img');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/not-found.svg');
    expect(img.getAttribute('srcset')).toBe('');

    // The not-found picture failing too does not start a loop.
    img.src = '/other.svg';
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/other.svg');
  });
});
