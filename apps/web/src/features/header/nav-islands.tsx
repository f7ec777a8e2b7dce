'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { Link } from '../../content/types.ts';
import {
  activeMenuTrail,
  createHoverIntent,
  type HoverIntent,
  MENU_SWITCH_DELAY_MS,
  type MenuRoute,
} from '../../lib/menu-rules.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './header.module.css';
import { focusablesIn, focusLeft, moveFocus, useDismiss } from './popup.ts';
import { useHeaderOpacity } from './use-header-opacity.ts';

/**
 * The header menus' behaviour (header-nav.tsx renders their texts, links and cards on the server
 * and wraps the parts that change in these): which entry is open (hover timing, clicks, keyboard),
 * which mega-menu child shows its cards, the highlight of the current route's entry, and the
 * header's scroll opacity. None of them carries the menus' texts.
 */

/** Where panels open on hover (header.module.css switches to the phone drawer below it). */
const DESKTOP = '(min-width: 1100px)';

const hovers = (event: PointerEvent) => event.pointerType !== 'touch' && window.matchMedia(DESKTOP).matches;

/** A click produced by a touch (pointerType is on the PointerEvent that click events are in Chromium and Firefox). */
const isTouchClick = (event: MouseEvent<HTMLButtonElement>) =>
  (event.nativeEvent as globalThis.PointerEvent).pointerType === 'touch';

interface NavState {
  openId: number | null;
  intent: HoverIntent<number>;
  /** The ids of the current route's entry and its ancestors, top-level first. */
  trail: number[];
}

interface EntryState {
  id: number;
  open: boolean;
  dropdownId: string;
}

interface MegaState {
  /** The child whose cards show; null for the entry's own panels. */
  shown: number | null;
  switcher: HoverIntent<number>;
}

const NavContext = createContext<NavState | null>(null);
const EntryContext = createContext<EntryState | null>(null);
const MegaContext = createContext<MegaState | null>(null);

const required = <T,>(value: T | null, name: string): T => {
  if (value === null) throw new Error(`${name} used outside its menu part`);
  return value;
};

/**
 * The header's <nav> (the menus' state): at most one entry open, the highlight of the current
 * route's entry (read after mount: the server renders the internal route, the browser shows the
 * public one), closing on a route change, and the header's scroll opacity. On a phone-width
 * screen the same list is the drawer's accordion.
 */
export function NavRoot({ routes, label, children }: { routes: MenuRoute[]; label: string; children: ReactNode }) {
  const navRef = useRef<HTMLElement>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [intent] = useState(() => createHoverIntent<number>(setOpenId));
  const [trail, setTrail] = useState<number[]>([]);
  const [ready, setReady] = useState(false);
  const pathname = usePathname();

  const close = useCallback(() => intent.set(null), [intent]);
  useDismiss(navRef, openId !== null, close);
  useHeaderOpacity(navRef);
  useEffect(() => () => intent.dispose(), [intent]);

  useEffect(() => {
    setTrail(activeMenuTrail(routes, pathname));
    setReady(true);
    intent.set(null);
    const drawer = navRef.current?.closest<HTMLElement>('[popover]');
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  }, [routes, pathname, intent]);

  const state = useMemo(() => ({ openId, intent, trail }), [openId, intent, trail]);
  return (
    <nav ref={navRef} className={styles.nav} aria-label={label} data-ready={ready ? '' : undefined}>
      <NavContext value={state}>{children}</NavContext>
    </nav>
  );
}

/**
 * A top-level entry: its submenu opens on hover (desktop), on its button, or with ArrowDown;
 * Escape closes it and returns focus to its button; the arrows move between entries and through
 * the submenu; focus moving elsewhere closes it.
 */
export function NavEntry({
  id,
  dropdownId,
  mega,
  children,
}: {
  id: number;
  /** The id of the entry's dropdown (absent from the page when it has none). */
  dropdownId: string;
  mega: boolean;
  children: ReactNode;
}) {
  const { openId, intent } = required(use(NavContext), 'NavEntry');
  const open = openId === id;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    const entry = event.currentTarget;
    const dropdown = document.getElementById(dropdownId);
    const inDropdown = dropdown?.contains(event.target as Node) ?? false;
    const button = entry.querySelector<HTMLElement>('[aria-expanded]');
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        intent.set(null);
        button?.focus();
        break;
      case 'ArrowDown':
        if (!dropdown) return;
        if (inDropdown) moveFocus(focusablesIn(dropdown), 1);
        else {
          flushSync(() => intent.set(id));
          focusablesIn(dropdown)[0]?.focus();
        }
        break;
      case 'ArrowUp': {
        if (!dropdown || !inDropdown) return;
        const items = focusablesIn(dropdown);
        if (document.activeElement === items[0]) button?.focus();
        else moveFocus(items, -1);
        break;
      }
      case 'ArrowLeft':
      case 'ArrowRight': {
        if (inDropdown) return;
        const entries = [...(entry.parentElement?.children ?? [])];
        const step = event.key === 'ArrowRight' ? 1 : -1;
        const next = entries[(entries.indexOf(entry) + step + entries.length) % entries.length];
        next?.querySelector<HTMLElement>('a[href], button')?.focus();
        break;
      }
      default:
        return;
    }
    event.preventDefault();
  };

  // Focus moving elsewhere closes the submenu; a click on empty space (no next focus) is left to the pointer rules.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && event.relatedTarget && focusLeft(event.currentTarget, event.relatedTarget)) intent.set(null);
  };

  const state = useMemo(() => ({ id, open, dropdownId }), [id, open, dropdownId]);
  return (
    <li
      className={`${styles.item} ${mega ? styles.itemMega : ''}`}
      data-open={open ? '' : undefined}
      onPointerEnter={(event) => hovers(event) && intent.enter(id)}
      onPointerLeave={(event) => hovers(event) && intent.leave()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <EntryContext value={state}>{children}</EntryContext>
    </li>
  );
}

/**
 * The button that opens its entry's submenu: the entry itself when it has no page ('trigger'),
 * or the toggle beside its link. A mouse that clicks has already opened the submenu by hovering:
 * its click must not close it again (whether the hover's render landed before the click is a
 * race). Keyboard and touch clicks toggle.
 */
export function SubmenuButton({
  variant,
  label,
  children,
}: {
  variant: 'trigger' | 'toggle';
  /** The accessible name, where the button shows only a chevron. */
  label?: string;
  children: ReactNode;
}) {
  const { intent, trail } = required(use(NavContext), 'SubmenuButton');
  const { id, open, dropdownId } = required(use(EntryContext), 'SubmenuButton');
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const pointerHovers = event.detail > 0 && window.matchMedia(DESKTOP).matches && !isTouchClick(event);
    intent.set(pointerHovers || !open ? id : null);
  };
  const className =
    variant === 'trigger' ? `${styles.trigger} ${trail[0] === id ? styles.triggerActive : ''}` : styles.toggle;
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={dropdownId}
      aria-label={label}
      onClick={toggle}
    >
      {children}
    </button>
  );
}

/**
 * A menu entry's link, marked aria-current when it is the current route's entry. A top-level
 * entry's link (`topLevel`) also takes the active look when the current route is under it.
 */
export function NavLink({
  id,
  link,
  className,
  topLevel,
  children,
}: {
  id: number;
  link: Link;
  className?: string;
  topLevel?: boolean;
  children: ReactNode;
}) {
  const { trail } = required(use(NavContext), 'NavLink');
  return (
    <SiteLink
      link={link}
      className={topLevel ? `${className} ${trail[0] === id ? styles.triggerActive : ''}` : className}
      aria-current={trail.at(-1) === id ? 'page' : undefined}
    >
      {children}
    </SiteLink>
  );
}

/**
 * A mega-menu's state: the cards of the active child show on the right (the entry's own panels,
 * or the first child's cards, until one is). Hovering a child makes it active after a short rest
 * (MENU_SWITCH_DELAY_MS), so crossing other children on the way to the right panel does not
 * switch it; focusing one makes it active at once. Closing the entry resets it.
 */
export function MegaMenuState({
  firstChildId,
  ownPanels,
  children,
}: {
  firstChildId: number | null;
  ownPanels: boolean;
  children: ReactNode;
}) {
  const { open } = required(use(EntryContext), 'MegaMenuState');
  const [active, setActive] = useState<number | null>(null);
  const [switcher] = useState(() =>
    createHoverIntent<number>(setActive, { openDelayMs: MENU_SWITCH_DELAY_MS, closeDelayMs: null }),
  );
  useEffect(() => () => switcher.dispose(), [switcher]);
  useEffect(() => {
    if (!open) switcher.set(null);
  }, [open, switcher]);
  const shown = active ?? (ownPanels ? null : firstChildId);
  const state = useMemo(() => ({ shown, switcher }), [shown, switcher]);
  return <MegaContext value={state}>{children}</MegaContext>;
}

/** A child in a mega-menu's left list: hovering or focusing it makes it active. */
export function MegaItem({ id, group, children }: { id: number; group: boolean; children: ReactNode }) {
  const { shown, switcher } = required(use(MegaContext), 'MegaItem');
  return (
    <li
      className={styles.megaItem}
      data-active={shown === id ? '' : undefined}
      data-group={group ? '' : undefined}
      onPointerEnter={(event) => hovers(event) && switcher.enter(id)}
      onPointerLeave={(event) => hovers(event) && switcher.leave()}
      onFocus={() => switcher.set(id)}
    >
      {children}
    </li>
  );
}

/** A child without a page of its own: a button that shows its cards (it becomes active on focus). */
export function MegaGroupButton({ id, cardsId, children }: { id: number; cardsId: string; children: ReactNode }) {
  const { shown } = required(use(MegaContext), 'MegaGroupButton');
  return (
    <button type="button" className={styles.megaLink} aria-expanded={shown === id} aria-controls={cardsId}>
      {children}
    </button>
  );
}

/** A card list of a mega-menu: a child's (`of` its id) or the entry's own (`of` null), shown while active. */
export function MegaCards({ id, of, children }: { id?: string; of: number | null; children: ReactNode }) {
  const { shown } = required(use(MegaContext), 'MegaCards');
  return (
    <ul id={id} className={styles.megaPanel} data-active={shown === of ? '' : undefined}>
      {children}
    </ul>
  );
}
