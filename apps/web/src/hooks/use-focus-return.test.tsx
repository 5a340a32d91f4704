// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { describe, expect, it } from 'vitest';
import { SkipLink } from '@/components/skip-link';
import { setupWebTest } from '@/test/setup';
import { useFocusReturn } from './use-focus-return';

await setupWebTest('ru');

/** A page like the layouts: the skip link, a header with a menu, main#content, and one modal. */
function Page({ autoOpen = false }: { autoOpen?: boolean }) {
  useFocusReturn();
  const [open, setOpen] = useState(autoOpen);
  const [menu, setMenu] = useState(false);
  return (
    <>
      <SkipLink />
      <header>
        <div className="dropdown">
          <button type="button" className="dropdown-toggle" onClick={() => setMenu(!menu)}>
            Меню
          </button>
          {menu && (
            <button
              type="button"
              onClick={() => {
                setMenu(false);
                setOpen(true);
              }}
            >
              Что нового
            </button>
          )}
        </div>
        <button type="button" onClick={() => setOpen(true)}>
          Открыть
        </button>
      </header>
      <main id="content">
        <button type="button">В корзину</button>
      </main>
      <Modal show={open} onHide={() => setOpen(false)} animation={false} aria-label="Что нового">
        <Modal.Body>
          <button type="button">Понятно</button>
        </Modal.Body>
      </Modal>
    </>
  );
}

describe('keyboard focus (issue 16 item 7)', () => {
  it('has a skip link as the first tab stop, moving focus to the main content', async () => {
    render(<Page />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Перейти к содержанию' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'В корзину' })).toHaveFocus();
  });

  it('returns focus to the button that opened a modal closed with Esc', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus());
  });

  it('returns focus to the menu toggle when the menu item that opened the modal is gone', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Меню' }));
    await userEvent.click(screen.getByRole('button', { name: 'Что нового' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Меню' })).toHaveFocus());
  });

  it('puts focus on the main content when a modal that opened by itself is closed', async () => {
    render(<Page autoOpen />);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});
