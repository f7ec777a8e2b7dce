import type { MenuItem, MenuPanel } from '../../content/types.ts';
import { Icon } from '../../ui/icons.tsx';
import { SiteLink } from '../../ui/site-link.tsx';
import styles from './header.module.css';

interface EntryProps {
  item: MenuItem;
  opensInNewTab: string;
}

/** The entry's label as a link, or as a focusable button for group menus that only open a dropdown. */
function Trigger({ item, opensInNewTab, hasDropdown }: EntryProps & { hasDropdown: boolean }) {
  const content = (
    <>
      {item.label}
      {item.link?.external ? <span className="visually-hidden">{opensInNewTab}</span> : null}
      {hasDropdown ? <Icon name="chevronDown" size={14} className={styles.chevron} /> : null}
    </>
  );
  if (item.link) {
    return (
      <SiteLink link={item.link} className={styles.trigger}>
        {content}
      </SiteLink>
    );
  }
  return (
    <button type="button" className={styles.trigger}>
      {content}
    </button>
  );
}

function PanelGrid({ panels, className }: { panels: MenuPanel[]; className?: string }) {
  return (
    <ul className={className}>
      {panels.map((panel) => {
        const body = (
          <>
            <span className={styles.panelIcon}>
              <Icon name={panel.icon} size={20} />
            </span>
            <span className={styles.panelText}>
              <span className={styles.panelName}>{panel.name}</span>
              <span className={styles.panelDescription}>{panel.description}</span>
            </span>
          </>
        );
        return (
          <li key={panel.id}>
            {panel.link ? (
              <SiteLink link={panel.link} className={styles.panelLink}>
                {body}
              </SiteLink>
            ) : (
              <span className={styles.panelLink}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A child's own children (a third menu level), shown where a child with panels shows its panels. */
function SubList({ items, className }: { items: MenuItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => {
        const body = (
          <span className={styles.panelText}>
            <span className={styles.panelName}>{item.label}</span>
            {item.description ? <span className={styles.panelDescription}>{item.description}</span> : null}
          </span>
        );
        return (
          <li key={item.id}>
            {item.link ? (
              <SiteLink link={item.link} className={styles.panelLink}>
                {body}
              </SiteLink>
            ) : (
              <span className={styles.panelLink}>{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ChildLabel({ item, className }: { item: MenuItem; className?: string }) {
  const body = (
    <>
      <span className={styles.childLabel}>{item.label}</span>
      {item.description ? <span className={styles.childDescription}>{item.description}</span> : null}
    </>
  );
  return item.link ? (
    <SiteLink link={item.link} className={className}>
      {body}
    </SiteLink>
  ) : (
    <span className={className}>{body}</span>
  );
}

/**
 * A top-level menu entry. Children with panels or children of their own make a mega-menu: the
 * children on the left, the hovered or focused child's panels (or its children) on the right, the
 * entry's own panels until one is; plain children make a dropdown list.
 */
export function MenuEntry({ item, opensInNewTab }: EntryProps) {
  const isMega =
    item.panels.length > 0 || item.children.some((child) => child.panels.length > 0 || child.children.length > 0);
  const hasDropdown = isMega || item.children.length > 0;
  return (
    <li className={`${styles.item} ${isMega ? styles.itemMega : ''}`}>
      <Trigger item={item} opensInNewTab={opensInNewTab} hasDropdown={hasDropdown} />
      {isMega ? (
        <div className={`${styles.dropdown} ${styles.megaDropdown}`}>
          <div className={styles.mega} data-default={item.panels.length > 0 ? 'own' : 'first'}>
            {item.panels.length > 0 ? (
              <PanelGrid panels={item.panels} className={`${styles.megaPanel} ${styles.megaDefault}`} />
            ) : null}
            <ul className={styles.megaList}>
              {item.children.map((child) => (
                <li key={child.id} className={styles.megaItem}>
                  <ChildLabel item={child} className={styles.megaLink} />
                  {child.panels.length > 0 ? (
                    <PanelGrid panels={child.panels} className={styles.megaPanel} />
                  ) : child.children.length > 0 ? (
                    <SubList items={child.children} className={`${styles.megaPanel} ${styles.subList}`} />
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : hasDropdown ? (
        <div className={styles.dropdown}>
          <ul className={styles.list}>
            {item.children.map((child) => (
              <li key={child.id}>
                <ChildLabel item={child} className={styles.listLink} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
