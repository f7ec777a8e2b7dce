import type { Ref } from 'react';
import styles from './form.module.css';

/**
 * A field people never see or reach (off-screen, hidden from screen readers, not focusable): bots fill it in, and the
 * gateway refuses a form sent with it (the contact form and the callback request). Its value is read through `inputRef`.
 */
export function Honeypot({
  id,
  label,
  inputRef,
  defaultValue,
}: {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
  defaultValue?: string;
}) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue}
      />
    </div>
  );
}
