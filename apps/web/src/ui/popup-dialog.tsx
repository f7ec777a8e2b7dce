'use client';

import { Fragment, type ReactNode, useId } from 'react';
import { LazyImage } from './lazy-image.tsx';
import { Modal } from './modal.tsx';
import styles from './popup-dialog.module.css';

/** Renders a link of the pop-up the caller's way (app navigation or a plain link, a click counted or not). */
export type RenderPopupLink<L> = (
  link: L,
  props: { className: string | undefined; onClick: () => void; children: ReactNode },
) => ReactNode;

/** What a pop-up shows (spec section 4): an image, a title, a text and buttons; or the image alone. */
export interface PopupDialogContent<L> {
  title: string;
  text: string;
  /** The image's address, or null. */
  image: string | null;
  /** Where a click on the image goes, or null. */
  imageLink: L | null;
  /** The image is the whole pop-up (no title, text or buttons shown). */
  imageOnly: boolean;
  buttons: { label: string; link: L | null; primary: boolean }[];
}

export interface PopupDialogProps<L> {
  popup: PopupDialogContent<L>;
  /** The dialog's name where no visible title names it; also the image's alt where the image is a link or the whole pop-up. */
  name: string;
  closeLabel: string;
  onClose: () => void;
  /** A button's link was followed (default onClose); the caller closes the pop-up. */
  onFollow?: () => void;
  renderLink: RenderPopupLink<L>;
  /** data-* marks of the content (browser tests find the pop-up by them). */
  marks?: Record<`data-${string}`, string | number>;
}

/**
 * The site's pop-up dialog: the activity pop-up (features/popups) and the operator's preview of a pop-up
 * config (features/promotions) show a pop-up the same way. Every second button (or a single one) is
 * primary; a button without a link only closes.
 */
export function PopupDialog<L>({
  popup,
  name,
  closeLabel,
  onClose,
  onFollow = onClose,
  renderLink,
  marks,
}: PopupDialogProps<L>) {
  const titleId = useId();
  const named = !popup.imageOnly && popup.title;
  const image = popup.image ? (
    <LazyImage src={popup.image} alt={popup.imageLink || popup.imageOnly ? name : ''} className={styles.image} />
  ) : null;

  return (
    <Modal
      open
      onClose={onClose}
      closeLabel={closeLabel}
      labelledBy={named ? titleId : undefined}
      label={named ? undefined : name}
      className={styles.popup}
    >
      <div {...marks}>
        {image && popup.imageLink
          ? renderLink(popup.imageLink, { className: styles.imageLink, onClick: onClose, children: image })
          : image}
        {popup.imageOnly ? null : (
          <div className={styles.body}>
            {popup.title ? (
              <h2 id={titleId} className={styles.title}>
                {popup.title}
              </h2>
            ) : null}
            {popup.text ? <p className={styles.text}>{popup.text}</p> : null}
            {popup.buttons.length > 0 ? (
              <div className={styles.buttons}>
                {popup.buttons.map((button, index) => {
                  const className = `btn ${button.primary ? 'btn-primary' : 'btn-outline'} ${styles.button}`;
                  return button.link ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id and keep their order
                    <Fragment key={index}>
                      {renderLink(button.link, { className, onClick: onFollow, children: button.label })}
                    </Fragment>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: buttons have no id and keep their order
                    <button key={index} type="button" className={className} onClick={onClose}>
                      {button.label}
                    </button>
                  );
                })}
              </div>
            ) : null}
          </div>
        )}
      </div>
    </Modal>
  );
}
