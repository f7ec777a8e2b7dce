'use client';

/**
 * 'back to home' of the error pages (spec section 2): replaces the current entry of the history
 * with the home page, so the browser's back button does not return to the failed page. A plain
 * link without JavaScript.
 */
export function BackHome({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        window.location.replace(href);
      }}
    >
      {label}
    </a>
  );
}
