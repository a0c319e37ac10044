import {
  type ButtonHTMLAttributes,
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';

/**
 * A button that opens a menu (WAI-ARIA menu button pattern), for the header's menus on the first screen: Radix's
 * dropdown with its popper and focus machinery weighed ≈ 35 KB gzip there (docs/decisions/0029). The menu is
 * portalled to the body and placed under its button; arrow keys, Home/End and a typed letter move between entries,
 * Escape or choosing an entry closes it and gives the focus back to the button, Tab, a click or a focus outside closes it.
 */

const ENTRY_SELECTOR = '[role="menuitem"],[role="menuitemradio"],[role="menuitemcheckbox"]';
/** The gap between the button and the menu, px. */
const MENU_OFFSET = 8;
/** The menu keeps this far from the window's edges, px. */
const EDGE_MARGIN = 12;

interface MenuContextValue {
  close: (refocus: boolean) => void;
}

const MenuContext = createContext<MenuContextValue>({ close: () => undefined });

type FocusOnOpen = 'menu' | 'first' | 'last';

export interface MenuButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'onKeyDown'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which edge of the button the menu lines up with. */
  align: 'start' | 'end';
  menuClassName?: string;
  /** The menu's entries (`MenuEntry`, `MenuRadioEntry`, `MenuLabel`, `MenuSeparator`, or other content). */
  menu: ReactNode;
}

export function MenuButton({ open, onOpenChange, align, menuClassName, menu, className, ...button }: MenuButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the menu is placed; consumed once per opening.
  const focusOnOpen = useRef<FocusOnOpen | null>(null);
  const [position, setPosition] = useState<{ top: number; left?: number; right?: number } | null>(null);
  const menuId = useId();

  const close = useCallback(
    (refocus: boolean) => {
      onOpenChange(false);
      if (refocus) buttonRef.current?.focus();
    },
    [onOpenChange],
  );

  const openWith = (focus: FocusOnOpen) => {
    focusOnOpen.current = focus;
    onOpenChange(true);
  };

  // Placed before paint so the menu never shows at a wrong spot; the button's place is read again on resize.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const rect = buttonRef.current?.getBoundingClientRect();
      if (!rect) return;
      const top = rect.bottom + MENU_OFFSET;
      // Slid back inside the window when the button sits too close to the far edge (a narrow screen).
      const width = menuRef.current?.offsetWidth ?? 0;
      const room = window.innerWidth - EDGE_MARGIN - width;
      setPosition(
        align === 'start'
          ? { top, left: Math.max(EDGE_MARGIN, Math.min(rect.left, room)) }
          : { top, right: Math.max(EDGE_MARGIN, Math.min(window.innerWidth - rect.right, room)) },
      );
    };
    place();
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('resize', place);
      setPosition(null);
    };
  }, [open, align]);

  useEffect(() => {
    const menuElement = menuRef.current;
    if (!open || !position || !menuElement || focusOnOpen.current === null) return;
    const entries = menuEntries(menuElement);
    const target =
      focusOnOpen.current === 'first' ? entries[0] : focusOnOpen.current === 'last' ? entries.at(-1) : menuElement;
    (target ?? menuElement).focus();
    focusOnOpen.current = null;
  }, [open, position]);

  // A click or a focus anywhere but the button and the menu closes it (as a non-modal menu does).
  useEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (menuRef.current?.contains(target) || buttonRef.current?.contains(target));
    const onOutside = (event: Event) => {
      if (!isInside(event.target)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onOutside, true);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside, true);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, onOpenChange]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const menuElement = menuRef.current;
    if (!menuElement) return;
    const entries = menuEntries(menuElement);
    const current = entries.indexOf(document.activeElement as HTMLElement);
    const focusAt = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(current + 1);
    else if (event.key === 'ArrowUp') focusAt(current < 0 ? -1 : current - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      close(false);
      return;
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const after = [...entries.slice(current + 1), ...entries.slice(0, current + 1)];
      after.find((entry) => entry.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    <>
      <button
        {...button}
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={className}
        onClick={() => (open ? onOpenChange(false) : openWith('menu'))}
        onKeyDown={onButtonKeyDown}
      >
        {button.children}
      </button>
      {open
        ? createPortal(
            <MenuContext.Provider value={{ close }}>
              <div
                ref={menuRef}
                id={menuId}
                role="menu"
                aria-orientation="vertical"
                tabIndex={-1}
                data-state="open"
                onKeyDown={onMenuKeyDown}
                style={{ position: 'fixed', ...position, visibility: position ? undefined : 'hidden' }}
                className={cn('outline-none', menuClassName)}
              >
                {menu}
              </div>
            </MenuContext.Provider>,
            document.body,
          )
        : null}
    </>
  );
}

function menuEntries(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)].filter(
    (entry) => entry.getAttribute('aria-disabled') !== 'true',
  );
}

/** Passed to `onSelect`: `preventDefault()` keeps the menu open (e.g. to show an input in the entry's place). */
export interface MenuSelectEvent {
  preventDefault: () => void;
}

interface MenuEntryProps {
  onSelect: (event: MenuSelectEvent) => void;
  className?: string;
  title?: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
  /** Called first; `preventDefault()` stops the hovered entry from taking the focus. */
  onPointerMove?: (event: PointerEvent<HTMLDivElement>) => void;
}

function useEntryHandlers(onSelect: (event: MenuSelectEvent) => void, onPointerMove?: MenuEntryProps['onPointerMove']) {
  const { close } = useContext(MenuContext);
  const select = () => {
    let keepOpen = false;
    onSelect({ preventDefault: () => (keepOpen = true) });
    if (!keepOpen) close(true);
  };
  return {
    onClick: (event: MouseEvent<HTMLDivElement>) => {
      event.preventDefault();
      select();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      select();
    },
    // As in native menus, the entry under the pointer is the active one.
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      onPointerMove?.(event);
      if (!event.defaultPrevented && document.activeElement !== event.currentTarget) event.currentTarget.focus();
    },
  };
}

export function MenuEntry({ onSelect, onPointerMove, ref, className, title, children }: MenuEntryProps) {
  return (
    <div
      role="menuitem"
      tabIndex={-1}
      ref={ref}
      title={title}
      className={className}
      {...useEntryHandlers(onSelect, onPointerMove)}
    >
      {children}
    </div>
  );
}

export function MenuRadioEntry({
  checked,
  onSelect,
  onPointerMove,
  className,
  title,
  children,
}: MenuEntryProps & { checked: boolean }) {
  return (
    <div
      role="menuitemradio"
      tabIndex={-1}
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      title={title}
      className={className}
      {...useEntryHandlers(onSelect, onPointerMove)}
    >
      {children}
    </div>
  );
}

export function MenuLabel({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

export function MenuSeparator({ className }: { className?: string }) {
  return <hr className={cn('border-0', className)} />;
}
