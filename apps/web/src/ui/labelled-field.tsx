import type { ReactNode } from 'react';
import fieldStyles from './form-field.module.css';

/** A labelled field of a form (ui/form-field.module.css), in its place's class: the label, then its control (`children`, with the `id`). */
export function LabelledField({
  className,
  id,
  label,
  children,
}: {
  className: string | undefined;
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}
