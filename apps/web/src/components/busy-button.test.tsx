// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { BusyButton } from './busy-button';

await setupWebTest('ru');

describe('BusyButton', () => {
  it('runs its action when idle', async () => {
    const onClick = vi.fn();
    render(
      <BusyButton busy={false} onClick={onClick}>
        Счёт
      </BusyButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Счёт' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is disabled with a spinner while busy', () => {
    render(<BusyButton busy>Счёт</BusyButton>);
    const button = screen.getByRole('button', { name: 'Счёт' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner-border')).not.toBeNull();
  });
});
