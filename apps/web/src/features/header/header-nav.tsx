import type { Link, MenuItem } from '../../content/types.ts';
import { menuRoutes } from '../../lib/menu-rules.ts';
import { Icon } from '../../ui/icons.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './header.module.css';
import {
  MegaCards,
  MegaGroupButton,
  MegaItem,
  MegaMenuState,
  NavEntry,
  NavLink,
  NavRoot,
  SubmenuButton,
} from './nav-islands.tsx';

export interface NavTexts {
  label: string;
  free: string;
  /** The label of a submenu button, for an entry's label. */
  submenu: (label: string) => string;
  /** The link to an entry's own page from its mega-menu. */
  more: string;
  opensInNewTab: string;
}

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

/** The id of an entry's dropdown, and of a mega-menu child's cards: the buttons name them in aria-controls. */
const dropdownIdOf = (item: MenuItem) => `nav-${item.id}`;
const cardsIdOf = (item: MenuItem, child: MenuItem) => `nav-${item.id}-${child.id}`;

function NewTabHint({ link, text }: { link: Link | null; text: string }) {
  return link?.external ? <span className="visually-hidden">{text}</span> : null;
}

function Chevron() {
  return (
    <span className={styles.chevron}>
      <Icon name="chevronDown" size={14} />
    </span>
  );
}

function Cards({ cards, texts, of, id }: { cards: Card[]; texts: NavTexts; of: number | null; id?: string }) {
  return (
    <MegaCards id={id} of={of}>
      {cards.map((card) => {
        const body = (
          <>
            <span className={styles.cardIcon}>
              <Icon name={card.icon || 'arrowRight'} size={20} />
            </span>
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
    </MegaCards>
  );
}

/** A child's label with its free mark, description and new-tab hint. */
function ChildText({ item, texts }: { item: MenuItem; texts: NavTexts }) {
  return (
    <>
      <span className={styles.childLabel}>
        {item.label}
        {item.free ? <span className={styles.free}>{texts.free}</span> : null}
        {item.link?.external ? (
          <span className={styles.externalIcon}>
            <Icon name="external" size={13} />
          </span>
        ) : null}
        <NewTabHint link={item.link} text={texts.opensInNewTab} />
      </span>
      {item.description ? <span className={styles.childDescription}>{item.description}</span> : null}
    </>
  );
}

function DropdownList({ item, texts }: { item: MenuItem; texts: NavTexts }) {
  return (
    <ul className={styles.list}>
      {item.children.map((child) => (
        <li key={child.id}>
          {child.link ? (
            <NavLink id={child.id} link={child.link} className={styles.listLink}>
              <ChildText item={child} texts={texts} />
            </NavLink>
          ) : (
            <span className={styles.listLink}>
              <ChildText item={child} texts={texts} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mega-menu: the entry's children on the left, the active child's cards on the right; an
 * entry without children shows its name, description and page link beside its own panels.
 */
function MegaMenu({ item, texts }: { item: MenuItem; texts: NavTexts }) {
  const solo = item.children.length === 0;
  return (
    <MegaMenuState firstChildId={item.children[0]?.id ?? null} ownPanels={item.panels.length > 0}>
      <div className={styles.mega} data-solo={solo ? '' : undefined}>
        {solo ? (
          <div className={styles.megaIntro}>
            <p className={styles.megaTitle}>{item.label}</p>
            {item.description ? <p className={styles.megaText}>{item.description}</p> : null}
            {item.link ? (
              <SiteLink link={item.link} className={styles.megaMore}>
                {texts.more}
                <Icon name="arrowRight" size={20} />
              </SiteLink>
            ) : null}
          </div>
        ) : null}
        <ul className={styles.megaList} hidden={solo}>
          {item.children.map((child) => (
            <MegaItem key={child.id} id={child.id} group={!child.link}>
              {child.link ? (
                <NavLink id={child.id} link={child.link} className={styles.megaLink}>
                  <ChildText item={child} texts={texts} />
                </NavLink>
              ) : (
                <MegaGroupButton id={child.id} cardsId={cardsIdOf(item, child)}>
                  <ChildText item={child} texts={texts} />
                </MegaGroupButton>
              )}
              <Cards id={cardsIdOf(item, child)} of={child.id} cards={cardsOf(child)} texts={texts} />
            </MegaItem>
          ))}
        </ul>
        {item.panels.length > 0 ? (
          <div className={styles.megaOwn}>
            <Cards of={null} cards={item.panels} texts={texts} />
          </div>
        ) : null}
      </div>
    </MegaMenuState>
  );
}

/**
 * A top-level entry: a link, a button that opens its submenu, or a link with a submenu button
 * beside it (the disclosure navigation pattern), and its dropdown or mega-menu.
 */
function Entry({ item, texts }: { item: MenuItem; texts: NavTexts }) {
  const hasDropdown = item.children.length > 0 || item.panels.length > 0;
  const mega = isMega(item);
  return (
    <NavEntry id={item.id} dropdownId={dropdownIdOf(item)} mega={mega}>
      <div className={styles.triggerRow}>
        {item.link ? (
          <NavLink id={item.id} link={item.link} className={styles.trigger} topLevel>
            {item.label}
            <NewTabHint link={item.link} text={texts.opensInNewTab} />
          </NavLink>
        ) : hasDropdown ? (
          <SubmenuButton variant="trigger">
            {item.label}
            <Chevron />
          </SubmenuButton>
        ) : (
          <span className={styles.trigger}>{item.label}</span>
        )}
        {item.link && hasDropdown ? (
          <SubmenuButton variant="toggle" label={texts.submenu(item.label)}>
            <Chevron />
          </SubmenuButton>
        ) : null}
      </div>
      {hasDropdown ? (
        <div id={dropdownIdOf(item)} className={`${styles.dropdown} ${mega ? styles.megaDropdown : ''}`}>
          {mega ? <MegaMenu item={item} texts={texts} /> : <DropdownList item={item} texts={texts} />}
        </div>
      ) : null}
    </NavEntry>
  );
}

/**
 * The header's menus, rendered on the server: every label, link, card and icon is in the page's
 * HTML. The small islands of nav-islands.tsx add what changes in the browser: the open entry,
 * the mega-menus' active child, the current route's highlight and the scroll opacity.
 */
export function HeaderNav({ menus, texts }: { menus: MenuItem[]; texts: NavTexts }) {
  return (
    <NavRoot routes={menuRoutes(menus)} label={texts.label}>
      <ul className={styles.menu}>
        {menus.map((item) => (
          <Entry key={item.id} item={item} texts={texts} />
        ))}
      </ul>
    </NavRoot>
  );
}
