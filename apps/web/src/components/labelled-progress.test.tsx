// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { LabelledProgress } from './labelled-progress';

await setupWebTest('ru');

describe('LabelledProgress', () => {
  it('names the progressbar itself and leaves the wrapper without ARIA (axe aria-progressbar-name, aria-prohibited-attr)', () => {
    const { container } = render(
      <LabelledProgress label="Весь магазин" percent={73} valueText="73 %" inlineLabel={false} title="x" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Весь магазин' });
    expect(bar).toHaveAttribute('aria-valuenow', '73');
    expect(bar).toHaveAttribute('aria-valuetext', '73 %');
    expect(bar).toHaveTextContent('');
    const wrapper = container.querySelector('.progress')!;
    expect(wrapper).not.toHaveAttribute('aria-label');
    expect(wrapper).toHaveAttribute('title', 'x');
  });

  it('draws an overfull figure capped at 100 while reading out the real percent', () => {
    render(<LabelledProgress label="Заполненность: Арбат" percent={120} height="0.4rem" />);
    const bar = screen.getByRole('progressbar', { name: 'Заполненность: Арбат' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '120 %');
    expect(bar).toHaveTextContent('120 %');
    expect(bar.parentElement).toHaveStyle({ height: '0.4rem' });
  });

  it('is an animated, full bar without a value while the percent is unknown', () => {
    render(<LabelledProgress label="Загрузка" percent={null} />);
    const bar = screen.getByRole('progressbar', { name: 'Загрузка' });
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar).toHaveClass('progress-bar-animated');
  });
});
