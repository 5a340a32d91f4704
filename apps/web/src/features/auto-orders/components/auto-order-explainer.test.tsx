// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { AutoOrderExplainer } from './auto-order-explainer';

await setupWebTest('en');

describe('auto order explainer (issue 28 item 10)', () => {
  it('is folded under "How is this calculated?" and opens to the rules with the report period', async () => {
    render(<AutoOrderExplainer reportPeriodDays={14} />);
    const toggle = screen.getByRole('button', { name: 'How is this calculated?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Folded: Bootstrap's `collapse` without `show` (display: none).
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body).toHaveClass('collapse');
    expect(body).not.toHaveClass('show');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await vi.waitFor(() => expect(body).toHaveClass('show'));
    expect(body).toHaveTextContent(/over the report period \(14 days\)/);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
  });
});
