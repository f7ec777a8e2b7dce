'use client';

import { usePathname } from 'next/navigation';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import type { Link, MenuItem } from '../../content/types.ts';
import { activeMenuTrail, createHoverIntent, type HoverIntent, MENU_SWITCH_DELAY_MS } from '../../lib/menu-rules.ts';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './header.module.css';
import { focusablesIn, focusLeft, moveFocus, useDismiss } from './popup.ts';
import { useHeaderOpacity } from './use-header-opacity.ts';

export interface NavTexts {
  label: string;
  free: string;
  /** The label of a submenu button, with {label} for the entry's label. */
  submenu: string;
  /** The link to an entry's own page from its mega-menu. */
  more: string;
  opensInNewTab: string;
}

/** Icons drawn by the server: the panels' icon names, plus chevronDown, arrowRight and external. */
export type NavIcons = Record<string, ReactNode>;

interface HeaderNavProps {
  menus: MenuItem[];
  texts: NavTexts;
  icons: NavIcons;
}

/** Where panels open on hover (header.module.css switches to the phone drawer below it). */
const DESKTOP = '(min-width: 1100px)';

const hovers = (event: PointerEvent) => event.pointerType !== 'touch' && window.matchMedia(DESKTOP).matches;

/** A click produced by a touch (pointerType is on the PointerEvent that click events are in Chromium and Firefox). */
const isTouchClick = (event: MouseEvent<HTMLButtonElement>) =>
  (event.nativeEvent as globalThis.PointerEvent).pointerType === 'touch';

const isMega = (item: MenuItem): boolean =>
  item.panels.length > 0 || item.children.some((child) => child.panels.length > 0 || child.children.length > 0);

/** A card of a mega-menu's right panel: icon, name, description. */
interface Card {
  id: number;
  name: string;
  description: string | null;
  icon: string | null;
  link: Link | null;
}

/** A left-list entry's cards: its panels, else its own children, else the entry itself. */
const cardsOf = (child: MenuItem): Card[] => {
  if (child.panels.length > 0) return child.panels;
  const items = child.children.length > 0 ? child.children : [child];
  return items.map((item) => ({
    id: item.id,
    name: item.label,
    description: item.description,
    icon: null,
    link: item.link,
  }));
};

function NewTabHint({ link, text }: { link: Link | null; text: string }) {
  return link?.external ? <span className="visually-hidden">{text}</span> : null;
}

function Cards({
  cards,
  icons,
  texts,
  active,
  id,
}: {
  cards: Card[];
  icons: NavIcons;
  texts: NavTexts;
  active: boolean;
  id?: string;
}) {
  return (
    <ul id={id} className={styles.megaPanel} data-active={active ? '' : undefined}>
      {cards.map((card) => {
        const body = (
          <>
            <span className={styles.cardIcon}>{(card.icon && icons[card.icon]) || icons.arrowRight}</span>
            <span className={styles.cardText}>
              <span className={styles.cardName}>
                {card.name}
                <NewTabHint link={card.link} text={texts.opensInNewTab} />
              </span>
              {card.description ? <span className={styles.cardDescription}>{card.description}</span> : null}
            </span>
          </>
        );
        return (
          <li key={card.id}>
            {card.link ? (
              <SiteLink link={card.link} className={styles.card}>
                {body}
              </SiteLink>
            ) : (
              <span className={styles.card}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A child's label with its free mark, description and new-tab hint. */
function ChildText({ item, texts, icons }: { item: MenuItem; texts: NavTexts; icons: NavIcons }) {
  return (
    <>
      <span className={styles.childLabel}>
        {item.label}
        {item.free ? <span className={styles.free}>{texts.free}</span> : null}
        {item.link?.external ? <span className={styles.externalIcon}>{icons.external}</span> : null}
        <NewTabHint link={item.link} text={texts.opensInNewTab} />
      </span>
      {item.description ? <span className={styles.childDescription}>{item.description}</span> : null}
    </>
  );
}

interface PanelProps {
  item: MenuItem;
  /** The id of the current route's entry, marked aria-current. */
  currentId: number | undefined;
  texts: NavTexts;
  icons: NavIcons;
}

function DropdownList({ item, currentId, texts, icons }: PanelProps) {
  return (
    <ul className={styles.list}>
      {item.children.map((child) => (
        <li key={child.id}>
          {child.link ? (
            <SiteLink
              link={child.link}
              className={styles.listLink}
              aria-current={child.id === currentId ? 'page' : undefined}
            >
              <ChildText item={child} texts={texts} icons={icons} />
            </SiteLink>
          ) : (
            <span className={styles.listLink}>
              <ChildText item={child} texts={texts} icons={icons} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mega-menu: the entry's children on the left, the active child's cards on the right (the
 * entry's own panels, or the first child's cards, until one is). Hovering a child makes it active
 * after a short rest (MENU_SWITCH_DELAY_MS), so crossing other children on the way to the right
 * panel does not switch it; focusing one makes it active at once.
 */
function MegaMenu({ item, open, currentId, texts, icons }: PanelProps & { open: boolean }) {
  const [active, setActive] = useState<number | null>(null);
  const [switcher] = useState(() =>
    createHoverIntent<number>(setActive, { openDelayMs: MENU_SWITCH_DELAY_MS, closeDelayMs: null }),
  );
  const baseId = useId();
  useEffect(() => () => switcher.dispose(), [switcher]);
  useEffect(() => {
    if (!open) switcher.set(null);
  }, [open, switcher]);
  const shown = active ?? (item.panels.length > 0 ? null : (item.children[0]?.id ?? null));
  const solo = item.children.length === 0;
  return (
    <div className={styles.mega} data-solo={solo ? '' : undefined}>
      {solo ? (
        <div className={styles.megaIntro}>
          <p className={styles.megaTitle}>{item.label}</p>
          {item.description ? <p className={styles.megaText}>{item.description}</p> : null}
          {item.link ? (
            <SiteLink link={item.link} className={styles.megaMore}>
              {texts.more}
              {icons.arrowRight}
            </SiteLink>
          ) : null}
        </div>
      ) : null}
      <ul className={styles.megaList} hidden={solo}>
        {item.children.map((child) => {
          const cardsId = `${baseId}-${child.id}`;
          const isShown = shown === child.id;
          return (
            <li
              key={child.id}
              className={styles.megaItem}
              data-active={isShown ? '' : undefined}
              data-group={child.link ? undefined : ''}
              onPointerEnter={(event) => hovers(event) && switcher.enter(child.id)}
              onPointerLeave={(event) => hovers(event) && switcher.leave()}
              onFocus={() => switcher.set(child.id)}
            >
              {child.link ? (
                <SiteLink
                  link={child.link}
                  className={styles.megaLink}
                  aria-current={child.id === currentId ? 'page' : undefined}
                >
                  <ChildText item={child} texts={texts} icons={icons} />
                </SiteLink>
              ) : (
                <button type="button" className={styles.megaLink} aria-expanded={isShown} aria-controls={cardsId}>
                  <ChildText item={child} texts={texts} icons={icons} />
                </button>
              )}
              <Cards id={cardsId} cards={cardsOf(child)} icons={icons} texts={texts} active={isShown} />
            </li>
          );
        })}
      </ul>
      {item.panels.length > 0 ? (
        <div className={styles.megaOwn}>
          <Cards cards={item.panels} icons={icons} texts={texts} active={shown === null} />
        </div>
      ) : null}
    </div>
  );
}

interface EntryProps {
  item: MenuItem;
  open: boolean;
  /** The current route is this entry or one of its children. */
  active: boolean;
  /** The id of the current route's entry. */
  currentId: number | undefined;
  intent: HoverIntent<number>;
  texts: NavTexts;
  icons: NavIcons;
}

/**
 * A top-level entry: a link, a button that opens its submenu, or a link with a submenu button
 * beside it (the disclosure navigation pattern). The submenu opens on hover (desktop), on the
 * button, or with ArrowDown; Escape closes it and returns focus to its button.
 */
function NavEntry({ item, open, active, currentId, intent, texts, icons }: EntryProps) {
  const dropdownId = useId();
  const hasDropdown = item.children.length > 0 || item.panels.length > 0;
  const mega = isMega(item);
  // A mouse that clicks has already opened the submenu by hovering: its click must not close it again
  // (whether the hover's render landed before the click is a race). Keyboard and touch clicks toggle.
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const pointerHovers = event.detail > 0 && window.matchMedia(DESKTOP).matches && !isTouchClick(event);
    intent.set(pointerHovers || !open ? item.id : null);
  };

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
          flushSync(() => intent.set(item.id));
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

  const triggerClass = `${styles.trigger} ${active ? styles.triggerActive : ''}`;
  const chevron = <span className={styles.chevron}>{icons.chevronDown}</span>;
  return (
    <li
      className={`${styles.item} ${mega ? styles.itemMega : ''}`}
      data-open={open ? '' : undefined}
      onPointerEnter={(event) => hovers(event) && intent.enter(item.id)}
      onPointerLeave={(event) => hovers(event) && intent.leave()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div className={styles.triggerRow}>
        {item.link ? (
          <SiteLink link={item.link} className={triggerClass} aria-current={currentId === item.id ? 'page' : undefined}>
            {item.label}
            <NewTabHint link={item.link} text={texts.opensInNewTab} />
          </SiteLink>
        ) : hasDropdown ? (
          <button
            type="button"
            className={triggerClass}
            aria-expanded={open}
            aria-controls={dropdownId}
            onClick={toggle}
          >
            {item.label}
            {chevron}
          </button>
        ) : (
          <span className={triggerClass}>{item.label}</span>
        )}
        {item.link && hasDropdown ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={dropdownId}
            aria-label={texts.submenu.replace('{label}', item.label)}
            onClick={toggle}
          >
            {chevron}
          </button>
        ) : null}
      </div>
      {hasDropdown ? (
        <div id={dropdownId} className={`${styles.dropdown} ${mega ? styles.megaDropdown : ''}`}>
          {mega ? (
            <MegaMenu item={item} open={open} currentId={currentId} texts={texts} icons={icons} />
          ) : (
            <DropdownList item={item} currentId={currentId} texts={texts} icons={icons} />
          )}
        </div>
      ) : null}
    </li>
  );
}

/**
 * The header's menus (client island): hover and keyboard panels, the highlight of the current
 * route's entry, and the header's scroll opacity. On a phone-width screen the same list is the
 * drawer's accordion.
 */
export function HeaderNav({ menus, texts, icons }: HeaderNavProps) {
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

  // The route is read after mount: the server renders the internal route, the browser shows the public one.
  useEffect(() => {
    setTrail(activeMenuTrail(menus, pathname));
    setReady(true);
    intent.set(null);
    const drawer = navRef.current?.closest<HTMLElement>('[popover]');
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  }, [menus, pathname, intent]);

  return (
    <nav ref={navRef} className={styles.nav} aria-label={texts.label} data-ready={ready ? '' : undefined}>
      <ul className={styles.menu}>
        {menus.map((item) => (
          <NavEntry
            key={item.id}
            item={item}
            open={openId === item.id}
            active={trail[0] === item.id}
            currentId={trail.at(-1)}
            intent={intent}
            texts={texts}
            icons={icons}
          />
        ))}
      </ul>
    </nav>
  );
}
