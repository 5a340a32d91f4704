// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import BsNavDropdown from 'react-bootstrap/NavDropdown';
import Popover from 'react-bootstrap/Popover';
import { describe, expect, it, vi } from 'vitest';
import { setupWebTest } from '@/test/setup';
import { NavDropdown, OverlayTrigger } from './lazy-overlay';

await setupWebTest('ru');

describe('NavDropdown loaded on demand (decision 0034)', () => {
  const menu = () =>
    render(
      <Nav>
        <NavDropdown id="menu" title="Меню" className="extra">
          <NavDropdown.Item as="button">Профиль</NavDropdown.Item>
        </NavDropdown>
      </Nav>,
    );

  it('shows the collapsed toggle, then opens on the first click with the focus on the toggle', async () => {
    menu();
    const toggle = screen.getByRole('button', { name: 'Меню' });
    expect(toggle).toHaveClass('nav-link', 'dropdown-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.parentElement).toHaveClass('extra', 'nav-item', 'dropdown');
    expect(screen.queryByRole('button', { name: 'Профиль' })).toBeNull();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Профиль' })).toBeVisible();
    const real = screen.getByRole('button', { name: 'Меню' });
    expect(real).toHaveAttribute('aria-expanded', 'true');
    expect(real).toHaveFocus();
    await userEvent.click(real);
    await waitFor(() => expect(real).toHaveAttribute('aria-expanded', 'false'));
  });

  it('draws the toggle as react-bootstrap does, and its click is no navbar selection', async () => {
    const onSelect = vi.fn();
    const bar = (dropdown: ReactNode) =>
      render(
        <Navbar collapseOnSelect onSelect={onSelect}>
          <Nav>{dropdown}</Nav>
        </Navbar>,
      ).container.querySelector('.nav-item')!;
    const real = bar(
      <BsNavDropdown id="real" title="Меню" className="extra">
        <BsNavDropdown.Item>Профиль</BsNavDropdown.Item>
      </BsNavDropdown>,
    ).outerHTML;
    const lazy = bar(
      <NavDropdown id="real" title="Меню" className="extra">
        <NavDropdown.Item>Профиль</NavDropdown.Item>
      </NavDropdown>,
    );
    expect(lazy.outerHTML).toBe(real);
    await userEvent.click(lazy.querySelector('a')!);
    expect(await screen.findAllByRole('button', { name: 'Меню', expanded: true })).toHaveLength(1);
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('OverlayTrigger loaded on demand (decision 0034)', () => {
  it('shows the overlay on the first click and reports the toggle', async () => {
    const onToggle = vi.fn();
    render(
      <OverlayTrigger
        trigger="click"
        rootClose
        onToggle={onToggle}
        overlay={
          <Popover id="legend">
            <Popover.Body>Обозначения</Popover.Body>
          </Popover>
        }
      >
        <Button>Открыть</Button>
      </OverlayTrigger>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Обозначения');
    expect(onToggle).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
