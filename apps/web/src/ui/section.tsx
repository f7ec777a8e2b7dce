import type { ReactNode } from 'react';

/**
 * A page section in the site's frame (globals.css: `.section`, `.container`, `.section-head`, `.section-title`): named
 * by its heading (`aria-labelledby` the `<h2 id={headingId}>`), with an optional subtitle and something beside the
 * heading (a 'more' link), then the content. Without a title there is no heading and no name.
 */
export function Section({
  id,
  className = 'section',
  headingId,
  title,
  subtitle,
  headClassName = 'section-head',
  aside,
  children,
}: {
  id?: string;
  className?: string;
  headingId?: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  headClassName?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const named = Boolean(title);
  return (
    <section id={id} className={className} aria-labelledby={named ? headingId : undefined}>
      <div className="container">
        {named ? (
          <header className={headClassName}>
            <h2 id={headingId} className="section-title">
              {title}
            </h2>
            {subtitle ? <p className="section-subtitle">{subtitle}</p> : null}
            {aside}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
