'use client';

import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  /** Called when the visitor closes it: the close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  /** The accessible name of the close button, in the page's language. */
  closeLabel: string;
  /** The id of the element that names the dialog (usually its heading)... */
  labelledBy?: string;
  /** ...or the name itself, when no visible element names it. */
  label?: string;
  /** Width on wide screens, in px (spec section 9: 700); phones get the screen width less a margin. */
  width?: number;
  className?: string;
  children: ReactNode;
}

/**
 * The site's one modal: a native <dialog> opened with showModal(), so focus moves into it and
 * stays there, Escape closes it and the rest of the page is inert, with no focus-trap code.
 */
export function Modal({ open, onClose, closeLabel, labelledBy, label, width = 700, className, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  /** Whether the owner wants it open: a close the owner asked for is not reported back to it. */
  const wanted = useRef(open);

  useEffect(() => {
    const dialog = ref.current;
    wanted.current = open;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in Escape, native to <dialog>
    <dialog
      ref={ref}
      className={styles.modal}
      style={{ '--modal-width': `${width}px` } as CSSProperties}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onCancel={(event) => {
        // Escape: the owner closes it, at once (the dialog's own close event comes a task later).
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (wanted.current) onClose();
      }}
      onClick={(event) => {
        // The dialog's own box is covered by its content: a click that lands on it is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={`${styles.content} ${className ?? ''}`}>
        {/* First in the dialog, so it takes the focus on opening: the least consequential control. */}
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  );
}
