import {
  type ComponentProps,
  cloneElement,
  type FocusEvent,
  lazy,
  type MouseEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import DropdownDivider from 'react-bootstrap/DropdownDivider';
import DropdownHeader from 'react-bootstrap/DropdownHeader';
import DropdownItem from 'react-bootstrap/DropdownItem';
import DropdownItemText from 'react-bootstrap/DropdownItemText';
import Nav from 'react-bootstrap/Nav';
import type BsNavDropdown from 'react-bootstrap/NavDropdown';
import type BsOverlayTrigger from 'react-bootstrap/OverlayTrigger';

/**
 * react-bootstrap's dropdowns and overlays position themselves with popper.js; with their code they
 * are ~10 KiB gzipped that the first paint never needs (docs/rules.md#first-load, decision 0034). The
 * components below render their trigger at once and load the real component on the trigger's first
 * hover or focus, opening it on the first click; from then on it is react-bootstrap's own.
 */

const loadNavDropdown = () => import('react-bootstrap/NavDropdown');
const loadOverlayTrigger = () => import('react-bootstrap/OverlayTrigger');
const LoadedNavDropdown = lazy(loadNavDropdown);
const LoadedOverlayTrigger = lazy(loadOverlayTrigger);
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => {});

/** Whether the trigger was opened, and a ref that gives the real trigger the focus the placeholder had. */
function useOpened() {
  const [opened, setOpened] = useState(false);
  const hadFocus = useRef(false);
  const open = (event: MouseEvent<HTMLElement>) => {
    hadFocus.current = document.activeElement === event.currentTarget;
    setOpened(true);
  };
  const focus = (node: HTMLElement | null) => {
    if (node && hadFocus.current) {
      hadFocus.current = false;
      node.focus();
    }
  };
  return { opened, open, focus };
}

type NavDropdownProps = ComponentProps<typeof BsNavDropdown>;

/**
 * `NavDropdown` of react-bootstrap, loaded on demand: until then the same toggle (a `.nav-link
 * .dropdown-toggle` in a `.nav-item.dropdown`, collapsed), the menu's code fetched on its hover or
 * focus; the first click mounts the real dropdown open. Items are react-bootstrap's own
 * (`NavDropdown.Item`, `.Divider`, `.Header`, `.ItemText`), rendered inside the menu only.
 */
function LazyNavDropdown({ id, title, className, disabled, children, ...props }: NavDropdownProps) {
  const { opened, open, focus } = useOpened();
  // No href: like react-bootstrap's own toggle it gets `href="#"` and `role="button"` from the
  // anchor, and no event key, so a click is not a Nav selection (which collapses the navbar).
  const toggle = (
    <div className={`${className ?? ''} nav-item dropdown`.trim()}>
      <Nav.Link
        id={id}
        aria-expanded={false}
        disabled={disabled}
        className="dropdown-toggle"
        onMouseEnter={preload(loadNavDropdown)}
        onFocus={preload(loadNavDropdown)}
        onClick={(event: MouseEvent<HTMLElement>) => {
          event.preventDefault();
          open(event);
        }}
      >
        {title}
      </Nav.Link>
    </div>
  );
  if (!opened) return toggle;
  return (
    <Suspense fallback={toggle}>
      <LoadedNavDropdown
        {...props}
        id={id}
        title={title}
        className={className}
        disabled={disabled}
        defaultShow
        ref={(node: HTMLElement | null) =>
          focus(node?.querySelector<HTMLElement>('.dropdown-toggle') ?? null)
        }
      >
        {children}
      </LoadedNavDropdown>
    </Suspense>
  );
}

export const NavDropdown = Object.assign(LazyNavDropdown, {
  Item: DropdownItem,
  ItemText: DropdownItemText,
  Divider: DropdownDivider,
  Header: DropdownHeader,
});

type TriggerProps = Omit<ComponentProps<typeof BsOverlayTrigger>, 'children' | 'defaultShow' | 'show'> & {
  children: ReactElement<{
    ref?: Ref<HTMLElement>;
    onClick?: (event: MouseEvent<HTMLElement>) => void;
    onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
    onFocus?: (event: FocusEvent<HTMLElement>) => void;
  }>;
};

/**
 * `OverlayTrigger` of react-bootstrap for `trigger="click"` popovers, loaded on demand: until then
 * the trigger alone, the overlay's code fetched on its hover or focus. The first click mounts the
 * real trigger and clicks it once mounted, so react-bootstrap opens the overlay (placed against the
 * trigger, `onToggle(true)` called) exactly as on a later click.
 */
export function OverlayTrigger({ children, ...props }: TriggerProps) {
  const { opened, open, focus } = useOpened();
  if (!opened)
    return cloneElement(children, {
      onMouseEnter: preload(loadOverlayTrigger),
      onFocus: preload(loadOverlayTrigger),
      onClick: open,
    });
  return (
    <Suspense fallback={children}>
      <ClickedOverlayTrigger {...props} focus={focus}>
        {children}
      </ClickedOverlayTrigger>
    </Suspense>
  );
}

/** The real trigger, clicked once when it mounts (a ref keeps StrictMode's second mount from closing it). */
function ClickedOverlayTrigger({
  children,
  focus,
  ...props
}: TriggerProps & { focus: (node: HTMLElement | null) => void }) {
  const trigger = useRef<HTMLElement>(null);
  const clicked = useRef(false);
  useEffect(() => {
    if (clicked.current || !trigger.current) return;
    clicked.current = true;
    focus(trigger.current);
    trigger.current.click();
  }, [focus]);
  return <LoadedOverlayTrigger {...props}>{cloneElement(children, { ref: trigger })}</LoadedOverlayTrigger>;
}
